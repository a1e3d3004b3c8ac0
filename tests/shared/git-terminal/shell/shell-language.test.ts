import { describe, expect, it } from 'vitest';
import { runShell, type BashCase } from './run-shell.ts';

// Each expectation is what GNU bash 5.2 printed for the same script in an empty folder, with HOME=/home/reader;
// bash -c's "line N:" prefix is left out of error messages, as an interactive bash prints them.
const CASES: BashCase[] = [
  [
    'variables and quoting',
    'name="Ada Lovelace"\necho $name "$name" ${name} \'$name\' "a\\"b" a\\ b \'it\'\\\'\'s\'\n',
    'Ada Lovelace Ada Lovelace Ada Lovelace $name a"b a b it\'s\n',
    '',
    0,
  ],
  [
    'word splitting of unquoted expansions',
    'words="a   b  c"\nfor w in $words; do echo "[$w]"; done\nfor w in "$words"; do echo "[$w]"; done\nempty=""\nprintf \'<%s>\\n\' $empty "$empty" x\n',
    '[a]\n[b]\n[c]\n[a   b  c]\n<>\n<x>\n',
    '',
    0,
  ],
  [
    'command substitution nested in double quotes',
    'echo "outer $(echo "inner $(echo deepest)")"\ncount=$(printf \'a\\nb\\n\' | wc -l)\necho "lines: $count"\necho `echo backquotes`\n',
    'outer inner deepest\nlines: 2\nbackquotes\n',
    '',
    0,
  ],
  [
    'exit status and $?',
    'false; echo "after false: $?"\ntrue; echo "after true: $?"\nx=$(exit 3); echo "assignment status: $?"\n',
    'after false: 1\nafter true: 0\nassignment status: 3\n',
    '',
    0,
  ],
  [
    'and, or, not and semicolons',
    'true && echo and-ran; false && echo never; false || echo or-ran; true || echo never\n! false && echo negated; echo one; echo two\n',
    'and-ran\nor-ran\nnegated\none\ntwo\n',
    '',
    0,
  ],
  ['pipes', "printf 'b\\na\\nc\\n' | sort | head -n 2\n", 'a\nb\n', '', 0],
  [
    'redirections',
    'echo first > out.txt\necho second >> out.txt\ncat out.txt\ncat < out.txt | wc -l\nls nope 2>/dev/null || echo hidden\necho shown > /dev/null && echo quiet\nls nope > all.txt 2>&1; cat all.txt\necho to-stderr 1>&2\n',
    "first\nsecond\n2\nhidden\nquiet\nls: cannot access 'nope': No such file or directory\n",
    'to-stderr\n',
    0,
  ],
  [
    'redirection errors',
    'echo x > nope/file.txt\necho "status $?"\ncat < missing.txt\n',
    'status 1\n',
    'bash: nope/file.txt: No such file or directory\nbash: missing.txt: No such file or directory\n',
    1,
  ],
  ['comments', 'echo visible # a comment\n# a whole-line comment\necho "not # a comment"\n', 'visible\nnot # a comment\n', '', 0],
  [
    'one-command environment prefixes and export',
    'GREETING=hello bash -c \'echo "child sees $GREETING"\'\necho "parent sees [$GREETING]"\nexport COLOR=blue\nbash -c \'echo "exported: $COLOR"\'\nPLAIN=1; bash -c \'echo "unexported: [$PLAIN]"\'\n',
    'child sees hello\nparent sees []\nexported: blue\nunexported: []\n',
    '',
    0,
  ],
  [
    'for loops',
    'for step in skeleton header login; do\n  echo "$step" >> app.txt\ndone\ncat app.txt\nfor n in 1 2 3 4 5; do [ $n -eq 2 ] && continue; [ $n -eq 4 ] && break; echo $n; done\n',
    'skeleton\nheader\nlogin\n1\n3\n',
    '',
    0,
  ],
  [
    'while read fed by a pipe',
    "printf 'c1 p1 p2\\nc2 p3\\nc3\\n' | while read -r commit parents; do\n  count=$(echo $parents | wc -w | tr -d ' ')\n  echo \"$commit: $count parent(s)\"\ndone\n",
    'c1: 2 parent(s)\nc2: 1 parent(s)\nc3: 0 parent(s)\n',
    '',
    0,
  ],
  [
    'while and until with arithmetic',
    'i=0\nwhile [ $i -lt 3 ]; do i=$((i + 1)); done\nuntil [ $i -le 0 ]; do i=$((i - 2)); done\necho "i=$i $((2 ** 10)) $((7 / 2)) $((7 % 3)) $(( (1 + 2) * 3 ))"\n',
    'i=-1 1024 3 1 9\n',
    '',
    0,
  ],
  [
    'if, elif and else',
    'if [ -d /tmp ]; then echo dir; else echo no-dir; fi\nif test a = b; then echo same; elif [ 1 -lt 2 ]; then echo less; else echo neither; fi\nif ls nope 2>/dev/null; then echo listed; else echo "refused"; fi\n',
    'dir\nless\nrefused\n',
    '',
    0,
  ],
  [
    'functions with arguments',
    'show() { echo "count=$# first=$1 all=$@"; for a in "$@"; do echo "[$a]"; done; }\nshow one "two words" ""\nparents() { echo "a b c" | awk \'{ print NF - 1 }\'; }\necho "result: $(parents) parent(s)"\n',
    'count=3 first=one all=one two words \n[one]\n[two words]\n[]\nresult: 2 parent(s)\n',
    '',
    0,
  ],
  [
    'function locals and return',
    'f() { local v=inner; echo "inside $v"; return 3; }\nv=outer; f; echo "status $? v=$v"\n',
    'inside inner\nstatus 3 v=outer\n',
    '',
    0,
  ],
  ['groups', '{ echo g1; echo g2; } | wc -l\n{ echo into; echo file; } > group.txt; cat group.txt\n', '2\ninto\nfile\n', '', 0],
  ['subshells', '(cd /tmp && echo "in $(pwd)"; exit 3); echo "status $?"\n', 'in /tmp\nstatus 3\n', '', 0],
  [
    'case',
    'for f in notes.md app.js README; do\n  case $f in\n    *.md) echo "$f: markdown" ;;\n    *.js | *.ts) echo "$f: script" ;;\n    *) echo "$f: other" ;;\n  esac\ndone\n',
    'notes.md: markdown\napp.js: script\nREADME: other\n',
    '',
    0,
  ],
  [
    'parameter expansion forms',
    'file=/src/app/main.test.js\necho ${file##*/} ${file#*/} ${file%%.*} ${file%.*} ${file/app/lib} ${#file}\necho ${unset:-default} ${unset-dash} ${file:+set} "[${unset:+alt}]"\necho ${assigned:=now} $assigned\n',
    'main.test.js src/app/main.test.js /src/app/main /src/app/main.test /src/lib/main.test.js 21\ndefault dash set []\nnow now\n',
    '',
    0,
  ],
  [
    'here-documents and here-strings',
    'who=Ada\ncat <<EOF\nHello $who\n  indented $(echo sub)\nEOF\ncat <<\'EOF\'\nRaw $who\nEOF\ntr a-z A-Z <<< "here string"\n',
    'Hello Ada\n  indented sub\nRaw $who\nHERE STRING\n',
    '',
    0,
  ],
  [
    'globbing',
    'touch b.txt a.txt c.md .hidden.txt\necho *.txt\necho "*.txt" \\*.txt\nls *.md\necho none*\n',
    'a.txt b.txt\n*.txt *.txt\nc.md\nnone*\n',
    '',
    0,
  ],
  [
    'tilde and positional parameters with set and shift',
    'echo ~ ~/notes\nset -- x y z\necho "$2 $#"; shift; echo "$1 $*"\n',
    '/home/reader /home/reader/notes\ny 3\ny y z\n',
    '',
    0,
  ],
  ['ANSI-C quoting and escapes', 'echo $\'tab\\there\' "new\\nline"\n', 'tab\there new\\nline\n', '', 0],
  ['exit ends the script', 'echo before\nexit 4\necho after\n', 'before\n', '', 4],
];

describe('the shell language', () => {
  it.each(CASES)('%s', (_name, script, stdout, stderr, status) => {
    expect(runShell(script)).toMatchObject({ stdout, stderr, status });
  });
});
