/** A Java sample as a compilation unit of its own package, line for line the sample's code. */
export interface JavaSource {
  /** `Greeting.java`: the public type's name, which javac requires. */
  fileName: string;
  source: string;
  /** The class to launch for a `run` sample. */
  mainClass: string;
}

const TYPE =
  /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|protected|private|abstract|final|sealed|non-sealed|static|strictfp)\s+)*(?:class|interface|enum|record|@interface)\s+(\w+)/;
const PUBLIC_TYPE = /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:abstract|final|sealed|non-sealed|static|strictfp)\s+)*public\s/;
const METHOD =
  /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|protected|private|static|final|abstract|synchronized|native|strictfp)\s+)*(?:<[^>]*>\s+)?(?!(?:return|new|throw|else|case|yield|assert)\b)[\w$.]+(?:<[^=;]*>)?(?:\[\])*\s+[\w$]+\s*\(/;
const HEADER = /^(?:import|package)\s/;
const WRAPPER = 'Snippet';

/** Puts a sample in `packageName` on its first line (javac's lines stay the note's); one without a type is wrapped in `Snippet`. */
export function toJavaSource(code: string, packageName: string): JavaSource {
  const lines = code.split('\n');
  const chunks = topLevelChunks(lines);
  const packageLine = `package ${packageName}; `;
  const withPackage = (body: string[]) => {
    const first = body[0] ?? '';
    body[0] = first.startsWith('package ') ? first.replace(/^package\s+[\w.]+\s*;\s*/, packageLine) : packageLine + first;
    return body.join('\n');
  };

  const kinds = chunks.map((chunk) => kindOf(lines, chunk));
  if (!kinds.includes('statement') && !kinds.includes('method') && kinds.includes('type')) {
    const types = chunks.filter((_chunk, index) => kinds[index] === 'type');
    const names = types.map((chunk) => TYPE.exec(lines[chunk.start]!.trim())![1]!);
    const publicIndex = types.findIndex((chunk) => PUBLIC_TYPE.test(lines[chunk.start]!.trim()));
    const mainIndex = types.findIndex((chunk) => /\bstatic\s+void\s+main\s*\(/.test(lines.slice(chunk.start, chunk.end + 1).join('\n')));
    return {
      fileName: `${names[publicIndex === -1 ? 0 : publicIndex]}.java`,
      source: withPackage([...lines]),
      mainClass: `${packageName}.${names[mainIndex === -1 ? 0 : mainIndex]}`,
    };
  }

  // Wrapper code goes before a line's code or on a line after the last: a suffix could land in a trailing // comment.
  const body = [...lines];
  const members = chunks.filter((_chunk, index) => kinds[index] !== 'header');
  const statements = chunks.filter((_chunk, index) => kinds[index] === 'statement');
  const hasMain = chunks.some((chunk, index) => kinds[index] === 'method' && /\bvoid\s+main\s*\(/.test(lines[chunk.start]!));
  let closing = '';
  if (statements.length > 0) {
    body[statements[0]!.start] = `{ ${body[statements[0]!.start]}`;
    const after = members.find((chunk) => chunk.start > statements.at(-1)!.end);
    if (after) body[after.start] = `} ${body[after.start]}`;
    else closing = '} ';
  }
  const first = members[0]?.start ?? lines.length - 1;
  body[first] = `class ${WRAPPER} { ${WRAPPER}() throws Exception {} ${body[first]}`;
  body.push(`${closing}${hasMain ? '' : `public static void main(String[] args) throws Exception { new ${WRAPPER}(); } `}}`);
  return { fileName: `${WRAPPER}.java`, source: withPackage(body), mainClass: `${packageName}.${WRAPPER}` };
}

interface Chunk {
  start: number;
  end: number;
}

/** Runs of lines that start at brace depth 0 (a declaration or statement with its block), blank and comment lines aside. */
function topLevelChunks(lines: readonly string[]): Chunk[] {
  const depths = depthAtLineStarts(lines);
  const chunks: Chunk[] = [];
  lines.forEach((line, index) => {
    const blank = line.trim() === '' || /^\s*(?:\/\/|\/\*|\*)/.test(line);
    if (depths[index] === 0 && !blank && !continues(lines, index)) chunks.push({ start: index, end: index });
    else if (chunks.length > 0 && (!blank || depths[index] === -1)) chunks.at(-1)!.end = index;
  });
  return chunks;
}

/** A line continues the previous one when that did not end with `;`, `{` or `}`, or was an annotation. */
function continues(lines: readonly string[], index: number): boolean {
  for (let previous = index - 1; previous >= 0; previous--) {
    const text = lines[previous]!.replace(/\/\/.*$/, '').trim();
    if (text === '' || text.startsWith('*') || text.startsWith('/*')) continue;
    return text.startsWith('@') || !/[;{}]$/.test(text);
  }
  return false;
}

function kindOf(lines: readonly string[], chunk: Chunk): 'header' | 'type' | 'method' | 'statement' {
  const first = lines[chunk.start]!.trim();
  if (HEADER.test(first)) return 'header';
  // Annotations on lines of their own belong to the declaration below them.
  const declaration = lines
    .slice(chunk.start, chunk.end + 1)
    .map((line) => line.trim())
    .find((line) => !/^@\w+(?:\([^)]*\))?$/.test(line))!;
  if (TYPE.test(declaration)) return 'type';
  if (METHOD.test(declaration) && !/;\s*$/.test(declaration)) return 'method';
  return 'statement';
}

/** Brace depth at each line's start, braces in strings and comments aside; -1 inside a text block or block comment. */
function depthAtLineStarts(lines: readonly string[]): number[] {
  let depth = 0;
  let state: 'code' | 'block-comment' | 'text-block' = 'code';
  return lines.map((line) => {
    const atStart = state === 'code' ? depth : -1;
    for (let index = 0; index < line.length; index++) {
      const rest = line.slice(index);
      if (state === 'block-comment') {
        if (rest.startsWith('*/')) [state, index] = ['code', index + 1];
      } else if (state === 'text-block') {
        if (rest.startsWith('\\')) index++;
        else if (rest.startsWith('"""')) [state, index] = ['code', index + 2];
      } else if (rest.startsWith('//')) {
        break;
      } else if (rest.startsWith('/*')) {
        [state, index] = ['block-comment', index + 1];
      } else if (rest.startsWith('"""')) {
        [state, index] = ['text-block', index + 2];
      } else if (rest[0] === '"' || rest[0] === "'") {
        const literal = new RegExp(`^${rest[0]}(?:\\\\.|[^\\\\${rest[0]}])*${rest[0]}`).exec(rest);
        index += literal ? literal[0].length - 1 : 0;
      } else if (rest[0] === '{') {
        depth++;
      } else if (rest[0] === '}') {
        depth--;
      }
    }
    return atStart;
  });
}
