import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hasBangla, templateSkeleton } from '@bond/contract/localize';
import { MESSAGES_BN } from '@bond/contract/messages-bn';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every English message the API's own code can answer with has Bangla (docs/product/languages.md#two-languages). The source is
 * read as TypeScript: the message of every `new AppError(…)`, `super(…)` of an AppError, `notFound(…)` and
 * error `body(…)`, every `message:` of an answer, and every `const message`/`why` they are built from. A
 * literal must localise; a template literal must match a catalogue entry's shape (`${x}` as a slot).
 */

const SRC = new URL('.', import.meta.url).pathname;
/** Not answers to the API's callers: start-up settings, the SMS stand-in's replies, the outbox's templates. */
const NOT_ANSWERS = ['env.ts', 'notifications/templates.ts', 'notifications/sms/', 'seed/', 'cli.ts', 'test/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

type Found = { file: string; text: string; isTemplate: boolean };

/** The message texts an expression can be: literals, template shapes, both arms of a condition. */
function textsOf(node: ts.Expression, file: string, out: Found[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    out.push({ file, text: node.text, isTemplate: false });
  } else if (ts.isTemplateExpression(node)) {
    const text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
    out.push({ file, text, isTemplate: true });
  } else if (ts.isConditionalExpression(node)) {
    textsOf(node.whenTrue, file, out);
    textsOf(node.whenFalse, file, out);
  } else if (ts.isParenthesizedExpression(node)) {
    textsOf(node.expression, file, out);
  }
}

const MESSAGE_CALLS = new Set(['AppError', 'notFound', 'body']);

function messagesIn(path: string): Found[] {
  const file = path.slice(SRC.length);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Found[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments) {
      const callee = node.expression.getText(source);
      const args = node.arguments;
      if (callee === 'notFound' && args[0] && ts.isStringLiteral(args[0])) {
        out.push({ file, text: `${args[0].text} not found`, isTemplate: false });
      } else if (MESSAGE_CALLS.has(callee) || (callee === 'super' && /AppError/.test(source.text))) {
        if (callee !== 'notFound' && args[1]) textsOf(args[1], file, out);
      }
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message') textsOf(node.initializer, file, out);
    if (ts.isVariableDeclaration(node) && ['message', 'why'].includes(node.name.getText(source)) && node.initializer) {
      textsOf(node.initializer, file, out);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const found = sourceFiles(SRC)
  .filter((path) => !NOT_ANSWERS.some((skip) => path.slice(SRC.length).startsWith(skip)))
  .flatMap(messagesIn)
  .filter((f) => f.text !== ''); // an error's empty message read back (db/client.ts), never said

const SKELETONS = new Set(Object.keys(MESSAGES_BN).map(templateSkeleton));

/** A literal localises; a template's shape is an entry's shape (the `{s}` of a plural counts as one slot). */
const covered = ({ text, isTemplate }: Found) => (isTemplate ? SKELETONS.has(text) : hasBangla(text));

describe('the API’s own messages have Bangla', () => {
  it('finds the messages it should (the scan itself works)', () => {
    const texts = found.map((f) => f.text);
    expect(texts).toContain('Email or password is incorrect');
    expect(texts).toContain('Rental not found');
    expect(texts).toContain('Too many attempts. Please try again in {} minute{}');
    expect(texts).toContain('Thank You {} ! For Messaging Us');
    expect(texts).toContain('Logged in successfully');
    expect(found.length).toBeGreaterThan(100);
  });

  it('every one of them', () => {
    expect(found.filter((f) => !covered(f)).map((f) => `${f.file}: ${f.text}`)).toEqual([]);
  });

  it('a message added without Bangla would fail', () => {
    expect(covered({ file: 'x.ts', text: 'A brand new refusal', isTemplate: false })).toBe(false);
    expect(covered({ file: 'x.ts', text: 'Only {} bikes left', isTemplate: true })).toBe(false);
  });
});
