import { describe, expect, it } from 'vitest';
import { runShell, type BashCase } from './run-shell.ts';

// Each expectation is what GNU bash 5.2 and coreutils printed for the same script in an empty folder (C.UTF-8 locale);
// bash -c's "line N:" prefix is left out of error messages, as an interactive bash prints them.
const CASES: BashCase[] = [
  [
    'echo options',
    "echo -n \"no newline\"; echo\necho -e \"tab\\there\\\\\\\\\"; echo -e 'stop\\chere'; echo -E 'raw\\t'\necho -n -e 'both\\n'; echo -- -n\n",
    'no newline\ntab\there\\\nstopraw\\t\nboth\n-- -n\n',
    '',
    0,
  ],
  [
    'printf formats and reuse',
    "printf '%s=%d\\n' a 1 b 2 c\nprintf '[%5s|%-5s|%03d|%.2f|%x|%%]\\n' ab cd 7 3.14159 255\nprintf '%b|%s\\n' 'a\\tb' 'a\\tb'\nprintf 'no args: %s %d|\\n'\nprintf '%d\\n' abc; echo \"status $?\"\n",
    'a=1\nb=2\nc=0\n[   ab|cd   |007|3.14|ff|%]\na\tb|a\\tb\nno args:  0|\n0\nstatus 1\n',
    'bash: printf: abc: invalid number\n',
    0,
  ],
  [
    'cat and cat -n',
    'printf \'one\\ntwo\\n\' > a.txt\ncat a.txt - a.txt <<< "stdin"\ncat -n a.txt\ncat nope.txt; echo "status $?"\nmkdir d; cat d\n',
    'one\ntwo\nstdin\none\ntwo\n     1\tone\n     2\ttwo\nstatus 1\n',
    'cat: nope.txt: No such file or directory\ncat: d: Is a directory\n',
    1,
  ],
  [
    'ls',
    'mkdir -p src/lib && touch README.md .env src/app.js src/lib/x.js\nls\nls -a\nls -A src\nls src README.md\nls -1 src/lib\nls -F\nls nope; echo "status $?"\n',
    'README.md\nsrc\n.\n..\n.env\nREADME.md\nsrc\napp.js\nlib\nREADME.md\n\nsrc:\napp.js\nlib\nx.js\nREADME.md\nsrc/\nstatus 2\n',
    "ls: cannot access 'nope': No such file or directory\n",
    0,
  ],
  [
    'mkdir and rm',
    'mkdir a; mkdir a\nmkdir x/y\nmkdir -p x/y/z && ls x/y\nrm x; rm -r x && ls\nrm nope; rm -f nope; echo "status $?"\nrm\ntouch f; rm -v f\n',
    "z\na\nstatus 0\nremoved 'f'\n",
    "mkdir: cannot create directory ‘a’: File exists\nmkdir: cannot create directory ‘x/y’: No such file or directory\nrm: cannot remove 'x': Is a directory\nrm: cannot remove 'nope': No such file or directory\nrm: missing operand\nTry 'rm --help' for more information.\n",
    0,
  ],
  [
    'touch, mv and cp',
    'touch one\nmv one two && ls\nmkdir dir\nmv two dir/ && ls dir\ncp dir/two three && ls\ncp dir copy\ncp -r dir copy && ls copy\nmv nope x\ncp nope x\nmv dir dir/inner\n',
    'two\ntwo\ndir\nthree\ntwo\n',
    "cp: -r not specified; omitting directory 'dir'\nmv: cannot stat 'nope': No such file or directory\ncp: cannot stat 'nope': No such file or directory\nmv: cannot move 'dir' to a subdirectory of itself, 'dir/inner'\n",
    1,
  ],
  [
    'wc counts and padding',
    "printf 'a b\\ncc\\n' > f.txt\nwc f.txt; wc -l f.txt; wc -w f.txt; wc -c f.txt\nprintf 'x y\\n' | wc; printf 'x y\\n' | wc -l; printf 'x y\\n' | wc -lw\nwc f.txt f.txt\nwc nope\n",
    '2 3 7 f.txt\n2 f.txt\n3 f.txt\n7 f.txt\n      1       2       4\n1\n      1       2\n 2  3  7 f.txt\n 2  3  7 f.txt\n 4  6 14 total\n',
    'wc: nope: No such file or directory\n',
    1,
  ],
  [
    'tr',
    'echo "Hello World" | tr a-z A-Z\necho "Hello World" | tr -d lo\necho "a  b   c" | tr -s \' \'\necho "a,b,c" | tr \',\' \'\\n\'\necho "abc123" | tr -d \'[:digit:]\'\necho "  12 " | tr -d \' \'\n',
    'HELLO WORLD\nHe Wrd\na b c\na\nb\nc\nabc\n12\n',
    '',
    0,
  ],
  [
    'head and tail',
    'seq 1 12 > n.txt\nhead -n 3 n.txt; head -2 n.txt; tail -n 2 n.txt; tail -3 n.txt; tail -n +11 n.txt\nhead -n 1 n.txt n.txt\nseq 1 3 | head -n -1\n',
    '1\n2\n3\n1\n2\n11\n12\n10\n11\n12\n11\n12\n==> n.txt <==\n1\n\n==> n.txt <==\n1\n1\n2\n',
    '',
    0,
  ],
  [
    'grep',
    "printf 'apple\\nBanana\\ncherry\\napricot\\n' > fruit.txt\ngrep ap fruit.txt\ngrep -n an fruit.txt\ngrep -c a fruit.txt\ngrep -v a fruit.txt\ngrep -i banana fruit.txt\ngrep -E '^(ch|ba)' fruit.txt; grep -iE '^(ch|ba)' fruit.txt\ngrep -F '.' fruit.txt; echo \"status $?\"\ngrep -q cherry fruit.txt && echo found\ngrep 'ap\\|ch' fruit.txt\ngrep -o 'a.' fruit.txt\ngrep -w apple fruit.txt; grep -x apple fruit.txt\ngrep ap fruit.txt fruit.txt\ngrep x nope.txt; echo \"status $?\"\ngrep '^a.*t$' fruit.txt\n",
    'apple\napricot\n2:Banana\n3\ncherry\nBanana\ncherry\nBanana\ncherry\nstatus 1\nfound\napple\ncherry\napricot\nap\nan\nan\nap\napple\napple\nfruit.txt:apple\nfruit.txt:apricot\nfruit.txt:apple\nfruit.txt:apricot\nstatus 2\napricot\n',
    'grep: nope.txt: No such file or directory\n',
    0,
  ],
  [
    'sed',
    "printf 'one\\ntwo\\nthree\\n' > w.txt\nsed -n 2p w.txt\nsed 's/o/0/g' w.txt\nsed 's/o/0/' w.txt\nsed '2d' w.txt\nsed -n '/one/,/two/p' w.txt\nsed -n '$p' w.txt\nsed -E 's/(t)(w|h)/\\2\\1/' w.txt\nsed 's/.*/[&]/' w.txt\nsed -n '/^two/{n;p;}' w.txt\nsed '1!d' w.txt\nsed -e 's/one/1/' -e 's/two/2/' w.txt\nsed 's|e|E|g;s/t/T/' w.txt\nsed '2q' w.txt\nsed '/two/a after' w.txt\nsed = w.txt\nsed -i 's/three/3/' w.txt && cat w.txt\n",
    'two\n0ne\ntw0\nthree\n0ne\ntw0\nthree\none\nthree\none\ntwo\nthree\none\nwto\nhtree\n[one]\n[two]\n[three]\nthree\none\n1\n2\nthree\nonE\nTwo\nThrEE\none\ntwo\none\ntwo\nafter\nthree\n1\none\n2\ntwo\n3\nthree\none\ntwo\n3\n',
    '',
    0,
  ],
  [
    'awk',
    'printf \'a b c\\nd e\\n\\nf\\n\' > in.txt\nawk \'{ print NF - 1 }\' in.txt\nawk \'{print $2}\' in.txt\necho "x:y:z" | awk -F: \'{print $2, NF}\'\nprintf \'3 a\\n1 b\\n2 c\\n\' | awk \'{ s += $1 } END { print s, NR }\'\nprintf \'3 a\\n1 b\\n3 c\\n\' | awk \'{ n[$1]++ } END { print n["3"], n["1"] }\'\necho "hello world" | awk \'{ printf "%s|%5d|\\n", toupper($1), length($2) }\'\nawk \'BEGIN { x = 7; if (x % 2) print "odd"; else print "even" }\'\nprintf \'one\\ntwo\\nthree\\n\' | awk \'NR == 2\'\nprintf \'one\\ntwo\\nthree\\n\' | awk \'/t/ { print NR ": " $0 }\'\nprintf \'a,b\\nc,d\\n\' | awk \'BEGIN { FS = "," } $1 == "c" { print "got " $2 }\'\necho "a b c" | awk \'{ for (i = NF; i > 0; i--) printf "%s ", $i; print "" }\'\necho "2 3" | awk \'{ print $1 * $2, $1 / $2, $1 "" $2, substr("hello", 2, 3), index("hello", "l") }\'\necho "a-b-c" | awk \'{ n = split($0, parts, "-"); print n, parts[3]; gsub(/-/, "+"); print }\'\nawk -v name=Ada \'BEGIN { print "hi " name }\'\necho "10 9" | awk \'{ print ($1 > $2) ? "bigger" : "smaller" }\'\n',
    '2\n1\n-1\n0\nb\ne\n\n\ny 3\n6 3\n2 1\nHELLO|    5|\nodd\ntwo\n2: two\n3: three\ngot d\nc b a \n6 0.666667 23 ell 3\n3 c\na+b+c\nhi Ada\nbigger\n',
    '',
    0,
  ],
  [
    'sort and uniq',
    "printf 'b\\na\\nc\\na\\nB\\n' > s.txt\nsort s.txt; sort -r s.txt; sort -u s.txt; sort -f s.txt\nsort s.txt | uniq; sort s.txt | uniq -c; sort s.txt | uniq -d; sort s.txt | uniq -u\nprintf '10\\n9\\n100\\n' | sort -n; printf '10\\n9\\n100\\n' | sort -rn\nprintf 'x 3\\ny 1\\nz 2\\n' | sort -k 2\nprintf 'x,3\\ny,1\\n' | sort -t , -k 2 -n\n",
    'B\na\na\nb\nc\nc\nb\na\na\nB\nB\na\nb\nc\na\na\nB\nb\nc\nB\na\nb\nc\n      1 B\n      2 a\n      1 b\n      1 c\na\nB\nb\nc\n9\n10\n100\n100\n10\n9\ny 1\nz 2\nx 3\ny,1\nx,3\n',
    '',
    0,
  ],
  [
    'sleep, seq, basename and dirname',
    'sleep 0.1 && echo slept\nsleep x\nseq 3; seq 2 4; seq 1 2 7\nbasename /a/b/c.txt; basename /a/b/c.txt .txt; dirname /a/b/c.txt; dirname c.txt\n',
    'slept\n1\n2\n3\n2\n3\n4\n1\n3\n5\n7\nc.txt\nc\n/a/b\n.\n',
    "sleep: invalid time interval ‘x’\nTry 'sleep --help' for more information.\n",
    0,
  ],
];

describe("the terminal's utilities", () => {
  it.each(CASES)('%s', (_name, script, stdout, stderr, status) => {
    expect(runShell(script)).toMatchObject({ stdout, stderr, status });
  });
});
