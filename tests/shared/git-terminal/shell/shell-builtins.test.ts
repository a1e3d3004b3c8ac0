import { describe, expect, it } from 'vitest';
import { runShell, type BashCase } from './run-shell.ts';

// Each expectation is what GNU bash 5.2 and coreutils printed for the same script in an empty folder (C.UTF-8 locale);
// bash -c's "line N:" prefix is left out of error messages, as an interactive bash prints them.
const CASES: BashCase[] = [
  [
    'cd, pwd, cd .. and cd -',
    'mkdir -p a/b\ncd a/b && basename "$(pwd)"\ncd .. && basename "$PWD"\ncd - > /dev/null && basename "$(pwd)"\ncd /tmp && pwd && cd / && pwd\ncd -\n',
    'b\na\nb\n/tmp\n/\n/tmp\n',
    '',
    0,
  ],
  [
    'cd errors',
    'touch file\ncd nope\ncd file\ncd a b\necho "status $?"\n',
    'status 1\n',
    'bash: cd: nope: No such file or directory\nbash: cd: file: Not a directory\nbash: cd: too many arguments\n',
    0,
  ],
  [
    'read with several names and IFS',
    'read -r first rest <<< "  one two  three  "\necho "[$first] [$rest]"\nIFS=: read -r key value <<< "name:Ada:Lovelace"\necho "[$key] [$value]"\nIFS= read -r line <<< "  kept  "\necho "[$line]"\nread -r a b <<< "only"\necho "[$a] [$b]"\nprintf \'no newline\' | { read -r x; echo "status $? [$x]"; }\n',
    '[one] [two  three]\n[name] [Ada:Lovelace]\n[  kept  ]\n[only] []\nstatus 1 [no newline]\n',
    '',
    0,
  ],
  [
    'read without -r joins backslashes',
    'printf \'a\\\\b c\\n\' | { read p q; echo "[$p] [$q]"; }\nprintf \'a\\\\b c\\n\' | { read -r p q; echo "[$p] [$q]"; }\n',
    '[ab] [c]\n[a\\b] [c]\n',
    '',
    0,
  ],
  [
    'test and brackets',
    '[ -f missing ] || echo "no file"\ntouch f && mkdir d\n[ -f f ] && [ -d d ] && [ -e d ] && ! [ -d f ] && echo "kinds ok"\n[ -z "" ] && [ -n "x" ] && [ "a" = "a" ] && [ "a" != "b" ] && echo "strings ok"\n[ 2 -eq 2 ] && [ 1 -ne 2 ] && [ 1 -lt 2 ] && [ 2 -le 2 ] && [ 3 -gt 2 ] && [ 3 -ge 3 ] && echo "numbers ok"\n[ ! -s f ] && [ "a" \\< "b" ] && [ -n "a" -a -z "" ] && [ -z "a" -o -n "b" ] && echo "logic ok"\ntest; echo "empty test: $?"\n',
    'no file\nkinds ok\nstrings ok\nnumbers ok\nlogic ok\nempty test: 1\n',
    '',
    0,
  ],
  [
    'test errors',
    '[ 1 -eq a ]; echo "status $?"\n[ 1 = 1; echo "status $?"\ntest -q x; echo "status $?"\n[ a b c ]; echo "status $?"\n',
    'status 2\nstatus 2\nstatus 2\nstatus 2\n',
    "bash: [: a: integer expression expected\nbash: [: missing `]'\nbash: test: -q: unary operator expected\nbash: [: b: binary operator expected\n",
    0,
  ],
  [
    'export, unset and variables',
    'export A=1 B\nB=2\nbash -c \'echo "$A $B"\'\nunset A\necho "[$A]"\nexport 1bad=x; echo "status $?"\n',
    '1 2\n[]\nstatus 1\n',
    "bash: export: `1bad=x': not a valid identifier\n",
    0,
  ],
  [
    'local outside a function, return outside a function',
    'local x=1\nreturn\necho "still running"\n',
    'still running\n',
    "bash: local: can only be used in a function\nbash: return: can only `return' from a function or sourced script\n",
    0,
  ],
  [
    'break and continue levels',
    'for i in 1 2 3; do for j in a b c; do [ $j = b ] && continue 2; [ $i = 3 ] && break 2; echo "$i$j"; done; done\n',
    '1a\n2a\n',
    '',
    0,
  ],
  [
    'eval and source',
    'cmd=\'echo "from eval: $((1 + 1))"\'\neval "$cmd"\necho \'sourced_var=yes; echo "sourcing with $# args"\' > lib.sh\nsource lib.sh\n. ./lib.sh one two\necho "$sourced_var"\n',
    'from eval: 2\nsourcing with 0 args\nsourcing with 2 args\nyes\n',
    '',
    0,
  ],
  [
    'bash -c and bash script',
    'echo \'echo "script got $1 and $#"; exit 5\' > script.sh\nbash script.sh arg\necho "status $?"\nbash -c \'echo "inline $0 $1"\' name first\n',
    'script got arg and 1\nstatus 5\ninline name first\n',
    '',
    0,
  ],
  [
    'type and command -v',
    'f() { :; }\ntype cd\ncommand -v cd\ntype nosuchthing\necho "status $?"\n',
    'cd is a shell builtin\ncd\nstatus 1\n',
    'bash: type: nosuchthing: not found\n',
    0,
  ],
  [
    'exit with a status and a bad status',
    '(exit 7); echo "sub $?"\n(exit abc); echo "bad $?"\n',
    'sub 7\nbad 2\n',
    'bash: exit: abc: numeric argument required\n',
    0,
  ],
  ['true, false and colon', 'true; echo $?; false; echo $?; :; echo $?\n', '0\n1\n0\n', '', 0],
  [
    'unknown commands',
    'nosuchcommand --flag\necho "status $?"\n./missing.sh\necho "status $?"\n',
    'status 127\nstatus 127\n',
    'bash: nosuchcommand: command not found\nbash: ./missing.sh: No such file or directory\n',
    0,
  ],
];

describe("the shell's builtins", () => {
  it.each(CASES)('%s', (_name, script, stdout, stderr, status) => {
    expect(runShell(script)).toMatchObject({ stdout, stderr, status });
  });
});
