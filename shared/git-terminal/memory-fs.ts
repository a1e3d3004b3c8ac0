/** The terminal's file system: text files and folders in memory, addressed by absolute POSIX paths. */

type Node = { kind: 'file'; data: string } | { kind: 'dir'; children: Map<string, Node> };

export type FsErrorCode = 'ENOENT' | 'EEXIST' | 'EISDIR' | 'ENOTDIR' | 'ENOTEMPTY';

/** Thrown by every operation that fails; `message` reads like the coreutils' own ("No such file or directory"). */
export class FsError extends Error {
  constructor(
    readonly code: FsErrorCode,
    readonly path: string,
  ) {
    super(FS_MESSAGES[code]);
  }
}

const FS_MESSAGES: Record<FsErrorCode, string> = {
  ENOENT: 'No such file or directory',
  EEXIST: 'File exists',
  EISDIR: 'Is a directory',
  ENOTDIR: 'Not a directory',
  ENOTEMPTY: 'Directory not empty',
};

/** `path` made absolute against `cwd`, with `.`, `..` and repeated slashes resolved; `..` stops at `/`. */
export function resolvePath(cwd: string, path: string): string {
  const parts: string[] = [];
  for (const part of `${path.startsWith('/') ? '' : cwd}/${path}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

export function dirname(path: string): string {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export class MemoryFs {
  private readonly root: Node = { kind: 'dir', children: new Map() };

  /** The node at an absolute path, or undefined. */
  private find(path: string): Node | undefined {
    let node: Node | undefined = this.root;
    for (const part of resolvePath('/', path).split('/').filter(Boolean)) {
      if (node?.kind !== 'dir') return undefined;
      node = node.children.get(part);
    }
    return node;
  }

  private parentDir(path: string): Map<string, Node> {
    const parent = this.find(dirname(path));
    if (parent === undefined) throw new FsError('ENOENT', path);
    if (parent.kind !== 'dir') throw new FsError('ENOTDIR', path);
    return parent.children;
  }

  exists(path: string): boolean {
    return this.find(path) !== undefined;
  }

  isDir(path: string): boolean {
    return this.find(path)?.kind === 'dir';
  }

  isFile(path: string): boolean {
    return this.find(path)?.kind === 'file';
  }

  readFile(path: string): string {
    const node = this.find(path);
    if (node === undefined) throw new FsError('ENOENT', path);
    if (node.kind === 'dir') throw new FsError('EISDIR', path);
    return node.data;
  }

  /** Creates or replaces a file; its folder must exist. */
  writeFile(path: string, data: string): void {
    const children = this.parentDir(path);
    if (children.get(basename(path))?.kind === 'dir') throw new FsError('EISDIR', path);
    children.set(basename(path), { kind: 'file', data });
  }

  appendFile(path: string, data: string): void {
    this.writeFile(path, (this.isFile(path) ? this.readFile(path) : '') + data);
  }

  /** Creates a folder; with `recursive`, its missing parents too, and an existing folder is no error. */
  mkdir(path: string, options: { recursive?: boolean } = {}): void {
    const node = this.find(path);
    if (node !== undefined) {
      if (options.recursive && node.kind === 'dir') return;
      throw new FsError('EEXIST', path);
    }
    if (options.recursive && dirname(path) !== path) this.mkdir(dirname(path), options);
    this.parentDir(path).set(basename(path), { kind: 'dir', children: new Map() });
  }

  /** The names in a folder, sorted by code point as `ls` does in the C locale. */
  readdir(path: string): string[] {
    const node = this.find(path);
    if (node === undefined) throw new FsError('ENOENT', path);
    if (node.kind !== 'dir') throw new FsError('ENOTDIR', path);
    return [...node.children.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** Removes a file, or a folder (an empty one unless `recursive`). */
  remove(path: string, options: { recursive?: boolean } = {}): void {
    const node = this.find(path);
    if (node === undefined || path === '/') throw new FsError('ENOENT', path);
    if (node.kind === 'dir' && node.children.size > 0 && !options.recursive) throw new FsError('ENOTEMPTY', path);
    this.parentDir(path).delete(basename(path));
  }

  /** Moves a file or folder; an existing file at `to` is replaced. */
  rename(from: string, to: string): void {
    const node = this.find(from);
    if (node === undefined) throw new FsError('ENOENT', from);
    const target = this.parentDir(to);
    this.parentDir(from).delete(basename(from));
    target.set(basename(to), node);
  }

  /** Every file under a folder, as paths relative to it, sorted; `skip` leaves out folders by name (`.git`). */
  listFiles(path: string, skip: ReadonlySet<string> = new Set()): string[] {
    const files: string[] = [];
    const walk = (dir: string, prefix: string) => {
      for (const name of this.readdir(dir)) {
        const full = dir === '/' ? `/${name}` : `${dir}/${name}`;
        if (this.isDir(full)) {
          if (!skip.has(name)) walk(full, `${prefix}${name}/`);
        } else files.push(`${prefix}${name}`);
      }
    };
    walk(path, '');
    return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
}
