// Finds words a screen would show that do not come from a catalog: JSX text with letters, and
// string attributes that read as words (labels, titles, placeholders). Used by its test only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Attributes whose string values are code, not words: names, ids, routes, input modes… */
const TECHNICAL = new Set([
  'className',
  'id',
  'name',
  'type',
  'role',
  'to',
  'href',
  'src',
  'rel',
  'target',
  'method',
  'htmlFor',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'pattern',
  'lang',
  'dir',
  'form',
  'key',
  'accept',
  'step',
  'min',
  'max',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'xmlns',
  'width',
  'height',
]);

export interface BareText {
  file: string;
  line: number;
  text: string;
}

const hasWords = (text: string): boolean => /\p{L}{2,}/u.test(text);
const readsAsWords = (text: string): boolean =>
  hasWords(text) && (/\s/.test(text.trim()) || /^\p{Lu}/u.test(text));

function scanFile(root: string, file: string): BareText[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: BareText[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file: relative(root, file),
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      if (!TECHNICAL.has(name) && !name.startsWith('data-') && readsAsWords(node.initializer.text)) {
        report(node, `${name}="${node.initializer.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Every bare text in the .tsx files (tests aside) under `dir`. */
export function bareTexts(root: string, dir: string): BareText[] {
  return tsxFiles(join(root, dir)).flatMap((file) => scanFile(root, file));
}
