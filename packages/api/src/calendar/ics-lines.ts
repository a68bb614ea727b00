// One pass with no backtracking: a line that cannot be read is dropped and counted, not the feed.
import type { Slicer } from './slices';

export interface IcsProperty {
  name: string;
  params: Map<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  children: IcsComponent[];
}

export interface ReadComponents {
  calendars: IcsComponent[];
  droppedLines: number;
}

const CALENDAR_CHILDREN = new Set(['VEVENT', 'VTODO', 'VJOURNAL', 'VFREEBUSY', 'VTIMEZONE', 'VAVAILABILITY']);

// Built from slices, so a long folded line costs its length once.
export function* unfoldLines(text: string): Generator<string> {
  let parts: string[] = [];
  const length = text.length;
  let start = 0;
  while (start <= length) {
    let end = start;
    while (end < length) {
      const c = text.charCodeAt(end);
      if (c === 10 || c === 13) break;
      end++;
    }
    const raw = text.slice(start, end);
    const first = raw.charCodeAt(0);
    if ((first === 32 || first === 9) && parts.length > 0) parts.push(raw.slice(1));
    else {
      if (parts.length > 0) yield parts.length === 1 ? (parts[0] as string) : parts.join('');
      parts = raw === '' ? [] : [raw];
    }
    if (end >= length) break;
    start = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
  if (parts.length > 0) yield parts.join('');
}

function isNameChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45;
}

// Recovers a quoted parameter that swallowed the value (Exchange's `TZID="…:2020…"`) and an unclosed quote.
export function parseContentLine(line: string): IcsProperty | null {
  const length = line.length;
  let i = 0;
  while (i < length && isNameChar(line.charCodeAt(i))) i++;
  if (i === 0) return null;
  const name = line.slice(0, i).toUpperCase();
  const params = new Map<string, string>();
  while (i < length && line[i] === ';') {
    i++;
    const nameStart = i;
    while (i < length && isNameChar(line.charCodeAt(i))) i++;
    const paramName = line.slice(nameStart, i).toUpperCase();
    if (paramName === '' || line[i] !== '=') return null;
    i++;
    const values: string[] = [];
    for (;;) {
      if (line[i] === '"') {
        const close = line.indexOf('"', i + 1);
        if (close === -1 || line.indexOf(':', close) === -1) {
          const inner = line.slice(i + 1, close === -1 ? length : close);
          const colon = inner.lastIndexOf(':');
          if (colon === -1) return null;
          values.push(inner.slice(0, colon));
          params.set(paramName, values.join(','));
          return { name, params, value: inner.slice(colon + 1) };
        }
        values.push(line.slice(i + 1, close));
        i = close + 1;
      } else {
        const valueStart = i;
        while (i < length) {
          const c = line[i];
          if (c === ';' || c === ':' || c === ',') break;
          i++;
        }
        values.push(line.slice(valueStart, i));
      }
      if (line[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    params.set(paramName, values.join(','));
  }
  if (line[i] !== ':') return null;
  return { name, params, value: line.slice(i + 1) };
}

// A BEGIN of a calendar child closes what was left open before it; an END without its BEGIN is dropped.
export async function readComponents(text: string, slicer: Slicer): Promise<ReadComponents> {
  const calendars: IcsComponent[] = [];
  const stack: IcsComponent[] = [];
  let droppedLines = 0;
  let read = 0;
  for (const line of unfoldLines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)) {
    if ((++read & 255) === 0 && slicer.due()) await slicer.pause();
    if (line.trim() === '') continue;
    const property = parseContentLine(line);
    if (!property) {
      droppedLines++;
      continue;
    }
    if (property.name === 'BEGIN') {
      const componentName = property.value.trim().toUpperCase();
      if (componentName === 'VCALENDAR') stack.length = 0;
      else if (CALENDAR_CHILDREN.has(componentName)) {
        while (stack.length > 1 && (stack[stack.length - 1] as IcsComponent).name !== 'VCALENDAR')
          stack.pop();
      }
      const component: IcsComponent = { name: componentName, properties: [], children: [] };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(component);
      else if (componentName === 'VCALENDAR') calendars.push(component);
      stack.push(component);
      continue;
    }
    if (property.name === 'END') {
      const componentName = property.value.trim().toUpperCase();
      let at = stack.length - 1;
      while (at >= 0 && (stack[at] as IcsComponent).name !== componentName) at--;
      if (at < 0) droppedLines++;
      else stack.length = at;
      continue;
    }
    const current = stack[stack.length - 1];
    if (current) current.properties.push(property);
  }
  return { calendars, droppedLines };
}

export function first(component: IcsComponent, name: string): IcsProperty | undefined {
  for (const property of component.properties) if (property.name === name) return property;
  return undefined;
}

export function all(component: IcsComponent, name: string): IcsProperty[] {
  return component.properties.filter((property) => property.name === name);
}

export function unescapeText(value: string): string {
  if (!value.includes('\\')) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i] as string;
    if (c !== '\\' || i === value.length - 1) {
      out += c;
      continue;
    }
    const next = value[++i] as string;
    out += next === 'n' || next === 'N' ? '\n' : next;
  }
  return out;
}
