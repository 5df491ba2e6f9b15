import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

/*
 * Finds every message the code may send a person, as written in the source: the text given to the
 * error helpers (badRequest, notFound, msg, new AppError ...), zod messages (`message:`, `error:`,
 * `.min(1, '...')`, `.refine(fn, '...')`), the `*_MESSAGE(S)` constants and what `*Message()`
 * functions return. A template literal's `${...}` counts as a placeholder, so `Menu item not found:
 * ${id}` is the catalogue's `Menu item not found: {id}`.
 */

export interface HarvestedMessage {
  /** The text with every value as `{}`. */
  text: string;
  /** `server/src/modules/cart/cart.service.ts:27` (relative to the repository). */
  where: string;
}

const ERROR_HELPERS: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  msg: 0,
  AppError: 2,
  requiredText: 1,
  wholeMinutes: 0,
  envelope: 2,
  messageForRequest: 2,
  refused: 1,
};
/** zod checks whose string argument is the message. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'gte',
  'lte',
  'gt',
  'lt',
  'regex',
  'refine',
  'email',
  'int',
  'nonempty',
  'url',
  'positive',
]);
const MESSAGE_PROPERTIES = new Set(['message', 'error']);
/** `reason:` also holds codes ('paused'); only sentences count. */
const SENTENCE_PROPERTIES = new Set(['reason']);
/** Where messages are not written: tests, the embedded database, the API documents, tools. */
const SKIPPED = /(__tests__|\/test\/|\/db\/embedded\/|\/contract\/|\/cli\/|\/bench\/|\/config\/|\.d\.ts$)/;
/**
 * Texts found by the rules above that no person reads in a response: a webhook delivery's or a
 * push's recorded failure (`HTTP 500`), the payload of a test event sent to an integrator's endpoint.
 */
const NOT_FOR_PEOPLE = /(\/webhook-sender\.ts$|\/push-sender\.ts$)/;
const NOT_FOR_PEOPLE_TEXTS = new Set(['A test event from Pizza Point: your endpoint is reachable and can verify our signature.']);

/** The text of a literal, with each `${...}` as `{}`; conditionals give both branches. */
function textsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')];
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return textsOf(node.expression);
  return [];
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/** Every `const NAME = <initializer>` of a file, so `notFound(NOT_FOUND)` and `badRequest(TEXTS.gone)` are followed. */
function constantsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      constants.set(node.name.text, init);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  return constants;
}

/** A name or `OBJECT.key` resolved to its literal in the same file (else the node itself). */
function resolved(node: ts.Node, constants: Map<string, ts.Expression>): ts.Node {
  if (ts.isIdentifier(node)) return constants.get(node.text) ?? node;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const object = constants.get(node.expression.text);
    if (object && ts.isObjectLiteralExpression(object)) {
      const property = object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === node.name.text);
      if (property && ts.isPropertyAssignment(property)) return property.initializer;
    }
  }
  return node;
}

/** The body of `function xMessage() {...}` or `const xMessage = (...) => ...` (a block or an expression). */
function messageFunctionBody(node: ts.Node): ts.ConciseBody | undefined {
  if (ts.isFunctionDeclaration(node) && node.name && /Message$/.test(node.name.text)) return node.body;
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Message$/.test(node.name.text) && node.initializer) {
    const init = node.initializer;
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init.body;
  }
  return undefined;
}

function harvestFile(file: string, root: string): HarvestedMessage[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const usesZod = /from 'zod'/.test(source.text);
  const constants = constantsOf(source);
  const found: HarvestedMessage[] = [];
  const add = (given: ts.Node | undefined) => {
    if (!given) return;
    const node = resolved(given, constants);
    const line = source.getLineAndCharacterOfPosition(given.getStart()).line + 1;
    for (const text of textsOf(node))
      if (/[A-Za-z]{2}/.test(text) && !NOT_FOR_PEOPLE_TEXTS.has(text)) found.push({ text, where: `${path.relative(root, file)}:${line}` });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node.expression);
      const args = node.arguments ?? [];
      if (name && name in ERROR_HELPERS && (ts.isIdentifier(node.expression) || name === 'requiredText')) add(args[ERROR_HELPERS[name]!]);
      if (name && usesZod && ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(name)) args.forEach(add);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      if (MESSAGE_PROPERTIES.has(node.name.text)) add(node.initializer);
      if (SENTENCE_PROPERTIES.has(node.name.text) && textsOf(node.initializer).some((text) => text.includes(' '))) add(node.initializer);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /_MESSAGES?$/.test(node.name.text) && node.initializer) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) init.properties.forEach((p) => ts.isPropertyAssignment(p) && add(p.initializer));
      else add(init);
    }
    const messageFunction = messageFunctionBody(node);
    if (messageFunction) {
      const returns = (inner: ts.Node): void => {
        if (ts.isReturnStatement(inner)) add(inner.expression);
        else if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, returns);
      };
      if (ts.isBlock(messageFunction)) ts.forEachChild(messageFunction, returns);
      else add(messageFunction);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every message literal under `dirs` (absolute), named relative to `root`. */
export function harvestMessages(root: string, dirs: string[]): HarvestedMessage[] {
  return dirs
    .flatMap(sourceFiles)
    .filter((file) => !SKIPPED.test(file.split(path.sep).join('/')) && !NOT_FOR_PEOPLE.test(file))
    .flatMap((file) => harvestFile(file, root));
}

/** A catalogue id or a harvested text with every placeholder as `{}`, for comparing the two. */
export const placeholderShape = (text: string): string => text.replace(/\{\w*\}/g, '{}');
