import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: a comment, test, doc or config cites only what a reader of the repository
 * can open (docs/product/README.md#writing-a-citation). This fails on references to notes kept elsewhere
 * (numbered private decisions, tickets, sections of an outside document) and on citations of repository
 * docs that do not exist: a missing file, decision number or heading.
 *
 * Report mode: `CITATIONS_REPORT=1 npx vitest run tools/citations.test.ts` prints every offender, the
 * allowed ones included, grouped by file.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** References to documents the repository does not contain. */
const PRIVATE_REFERENCES: { name: string; pattern: RegExp }[] = [
  { name: 'a numbered private decision', pattern: /\bD\d{1,2}\b/g },
  { name: 'a ticket', pattern: /\bissues? #?\d+/gi },
  {
    name: 'a ticket',
    pattern:
      /\b(?:hardening|languages|counter|reservations|rendered-pages) issue\b|\bissue items? \d|\bof the same issue\b/gi,
  },
  { name: 'a section of an outside spec', pattern: /\bspec(?:'s|’s)? sections? \d/gi },
  // A public standard's section (TS 23.038 §6.2.1) is fine; a bare § points at the outside spec.
  { name: 'a section of an outside spec', pattern: /(?<!(?:TS|RFC) [\d.]+ )§\s*\d/g },
  { name: 'private notes', pattern: /\bstyle notes\b/gi },
  { name: 'private notes', pattern: /\bproduct-(?:decisions|spec)\b/gi },
  { name: 'private notes', pattern: /\bpayment-gateways\.md\b/gi },
];

/**
 * Files still allowed to hold such references, each for a reason, until their owners rewrite them. Remove a
 * file from here once it is clean: the test fails on an allowance that is no longer needed.
 */
const ALLOWED: Record<string, string> = {};

/** Not read: lock files. */
const SKIPPED = [/(^|\/)package-lock\.json$/];
/** Read for their links only: this file (it names the patterns) and the product pages (they say what a citation is). */
const LINKS_ONLY = [/^tools\/citations\.test\.ts$/, /^docs\/product\//];
const BINARY = /\.(?:png|jpe?g|webp|avif|gif|ico|mp4|webm|woff2?|ttf|pdf|zip|gz|br)$/i;

type Offence = { file: string; line: number; text: string; why: string };

function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\0')
    .filter((file) => file && !BINARY.test(file) && !SKIPPED.some((skip) => skip.test(file)))
    .filter((file) => !/(^|\/)(?:node_modules|dist|dist-server)\//.test(file))
    .filter((file) => existsSync(join(root, file)));
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = new Set<string>();
    let inFence = false;
    for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
      if (/^\s*```/.test(line)) inFence = !inFence;
      const heading = inFence ? null : /^#{1,6}\s+(.*)$/.exec(line);
      if (heading?.[1]) anchors.add(headingAnchor(heading[1]));
      for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) if (id[1]) anchors.add(id[1]);
    }
    anchorCache.set(file, anchors);
  }
  return anchors;
}

const decisionFiles = readdirSync(join(root, 'docs/decisions'));
const decisionExists = (number: string) => decisionFiles.some((name) => name.startsWith(`${number}-`));

/** Where a cited repository path or anchor leads nowhere; null when it is fine. */
function brokenTarget(target: string, anchor: string | undefined): string | null {
  if (!existsSync(join(root, target))) return `${target} does not exist`;
  if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) return `${target} has no heading #${anchor}`;
  return null;
}

/** Citations of repository docs by path (`docs/…`), and of decisions by number (`decision 013`). */
function brokenCitations(file: string, line: string): string[] {
  const problems: string[] = [];
  for (const match of line.matchAll(/(?<![\w/.-])docs\/[\w./-]*[\w-](?:#([\w-]+))?/g)) {
    const [cited, anchor] = [match[0].replace(/#.*$/, ''), match[1]];
    const numbered = /^docs\/decisions\/(\d{3})$/.exec(cited);
    if (numbered?.[1]) {
      if (!decisionExists(numbered[1])) problems.push(`no decision ${numbered[1]}`);
      continue;
    }
    if (/^docs\/decisions\/\d{3}-/.test(cited) && !cited.endsWith('.md') && !existsSync(join(root, cited))) {
      if (!decisionExists(cited.slice('docs/decisions/'.length, 'docs/decisions/'.length + 3))) {
        problems.push(`${cited} does not exist`);
      }
      continue;
    }
    const broken = brokenTarget(cited, anchor);
    if (broken) problems.push(broken);
  }
  for (const match of line.matchAll(/\bdecisions? ((?:\d{3}(?:,\s*|\s+and\s+|\s*[–-]\s*)?)+)/gi)) {
    for (const number of match[1]?.match(/\d{3}/g) ?? []) {
      if (!decisionExists(number)) problems.push(`no decision ${number}`);
    }
  }
  if (file.endsWith('.md')) {
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const link = match[1] ?? '';
      if (/^[a-z]+:/i.test(link)) continue;
      const [path = '', anchor] = link.split('#');
      const target = path ? posix.normalize(posix.join(posix.dirname(file), path)) : file;
      const broken = brokenTarget(target, anchor);
      if (broken) problems.push(broken);
    }
  }
  return problems;
}

function offences(): Offence[] {
  const found: Offence[] = [];
  for (const file of repositoryFiles()) {
    const text = readFileSync(join(root, file), 'utf8');
    if (text.includes('\0')) continue;
    const linksOnly = LINKS_ONLY.some((only) => only.test(file));
    text.split('\n').forEach((line, index) => {
      const at = (why: string) => found.push({ file, line: index + 1, text: line.trim().slice(0, 160), why });
      for (const { name, pattern } of linksOnly ? [] : PRIVATE_REFERENCES) {
        for (const match of line.matchAll(pattern)) at(`cites ${name} ("${match[0]}"), not in the repository`);
      }
      for (const problem of brokenCitations(file, line)) at(problem);
    });
  }
  return found;
}

describe('citations', () => {
  const all = offences();

  if (process.env.CITATIONS_REPORT) {
    const byFile = new Map<string, Offence[]>();
    for (const offence of all) byFile.set(offence.file, [...(byFile.get(offence.file) ?? []), offence]);
    for (const [file, list] of byFile) {
      console.warn(`${file}${ALLOWED[file] ? ' (allowed)' : ''}`);
      for (const o of list) console.warn(`  ${o.line}: ${o.why}\n      ${o.text}`);
    }
    console.warn(`${all.length} offences in ${byFile.size} files`);
  }

  it('cite only what the repository holds, by paths and headings that exist', () => {
    const offending = all.filter((offence) => !(offence.file in ALLOWED));
    expect(offending.map((o) => `${o.file}:${o.line}: ${o.why}`)).toEqual([]);
  });

  it('allow no file that no longer needs it', () => {
    const offendingFiles = new Set(all.map((offence) => offence.file));
    const stale = Object.keys(ALLOWED).filter((file) => !offendingFiles.has(file));
    expect(stale, 'remove these from ALLOWED in tools/citations.test.ts').toEqual([]);
  });

  it('give every decision record a Status line near its top', () => {
    const withoutStatus = decisionFiles.filter(
      (name) =>
        name.endsWith('.md') &&
        !readFileSync(join(root, 'docs/decisions', name), 'utf8')
          .split('\n')
          .slice(0, 8)
          .some((line) => /^Status: (?:Accepted|Superseded|Deprecated|Proposed)\b/.test(line)),
    );
    expect(withoutStatus).toEqual([]);
  });

  it('reads anchors the way GitHub makes them', () => {
    expect(headingAnchor('No-shows')).toBe('no-shows');
    expect(headingAnchor('bKash checkout')).toBe('bkash-checkout');
    expect(headingAnchor('`isAvailable`, now')).toBe('isavailable-now');
  });
});
