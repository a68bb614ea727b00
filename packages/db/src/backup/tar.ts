// The smallest part of POSIX tar (ustar) a backup needs: regular files with short names, written and read
// whole. Any tar program reads what this writes (`tar -xzf backup.tar.gz`).
const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

export function tarHeader(name: string, size: number, mtimeSeconds: number): Buffer {
  const header = Buffer.alloc(BLOCK, 0);
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  header.write(name, 0, 'utf8');
  header.write(octal(0o600, 8), 100, 'ascii'); // mode
  header.write(octal(0, 8), 108, 'ascii'); // uid
  header.write(octal(0, 8), 116, 'ascii'); // gid
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(mtimeSeconds, 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // checksum counted as spaces
  header.write('0', 156, 'ascii'); // regular file
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK, 0);
}

export const TAR_END = Buffer.alloc(BLOCK * 2, 0);

export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarError';
  }
}

export interface TarEntry {
  name: string;
  data: Buffer;
}

export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (true) {
    if (offset + BLOCK > archive.length) throw new TarError('the archive ends before its end marker');
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    const stored = Number.parseInt(
      header
        .toString('ascii', 148, 156)
        .replace(/[\0 ]+$/, '')
        .trim(),
      8,
    );
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] as number);
    if (stored !== sum) throw new TarError(`a header at byte ${offset} is damaged`);
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = Number.parseInt(header.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    const type = header.toString('ascii', 156, 157);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new TarError(`${name} is cut off`);
    if (type === '0' || type === '\0') entries.push({ name, data: archive.subarray(start, start + size) });
    offset = start + size + tarPadding(size).length;
  }
}
