import { describe, expect, it } from 'vitest';
import { toJavaSource } from '../../../scripts/samples/java-source';

describe('a Java sample as a compilation unit', () => {
  it('keeps a sample with a class as it is, in its own package, named after its public class', () => {
    const source = toJavaSource(
      'import java.util.List;\n\npublic class Greeting {\n    public static void main(String[] args) {}\n}',
      'sample3',
    );
    expect(source).toEqual({
      fileName: 'Greeting.java',
      mainClass: 'sample3.Greeting',
      source: 'package sample3; import java.util.List;\n\npublic class Greeting {\n    public static void main(String[] args) {}\n}',
    });
  });

  it('launches the class that has main when several are declared', () => {
    const source = toJavaSource(
      'record Point(int x, int y) {}\n\nclass Main {\n    public static void main(String[] args) {}\n}',
      'sample1',
    );
    expect(source).toMatchObject({ fileName: 'Point.java', mainClass: 'sample1.Main' });
  });

  it('wraps a snippet line for line: methods become members, statements an initializer, and main creates it', () => {
    const code =
      'import java.util.List;\n\nstatic int square(int x) {\n    return x * x;\n}\n\nvar sides = List.of(2, 3);\nSystem.out.println(square(sides.get(0)));';
    const source = toJavaSource(code, 'sample2');
    expect(source.fileName).toBe('Snippet.java');
    expect(source.mainClass).toBe('sample2.Snippet');
    expect(source.source.split('\n')).toEqual([
      'package sample2; import java.util.List;',
      '',
      'class Snippet { Snippet() throws Exception {} static int square(int x) {',
      '    return x * x;',
      '}',
      '',
      '{ var sides = List.of(2, 3);',
      'System.out.println(square(sides.get(0)));',
      '} public static void main(String[] args) throws Exception { new Snippet(); } }',
    ]);
  });

  it('closes the initializer before a method that follows the statements, and never after a // comment', () => {
    const code =
      'System.out.println(grade(70));\n\nstatic String grade(int score) {\n    return score >= 50 ? "pass" : "fail";\n}   // done';
    expect(toJavaSource(code, 'sample5').source.split('\n')).toEqual([
      'package sample5; class Snippet { Snippet() throws Exception {} { System.out.println(grade(70));',
      '',
      '} static String grade(int score) {',
      '    return score >= 50 ? "pass" : "fail";',
      '}   // done',
      'public static void main(String[] args) throws Exception { new Snippet(); } }',
    ]);
  });

  it('is not fooled by braces in strings, characters, comments and text blocks', () => {
    const code =
      'String open = "{";\nchar close = \'}\'; // }\nString block = """\n    }\n    """;\nSystem.out.println(open + close + block);';
    const lines = toJavaSource(code, 'sample4').source.split('\n');
    expect(lines[0]).toBe('package sample4; class Snippet { Snippet() throws Exception {} { String open = "{";');
    expect(lines.slice(-2)).toEqual([
      'System.out.println(open + close + block);',
      '} public static void main(String[] args) throws Exception { new Snippet(); } }',
    ]);
  });
});
