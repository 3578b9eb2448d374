// Every answer an api test receives through `app.inject` is checked against the OpenAPI document
// the app serves (GET /api/docs/json), so that the two cannot drift apart (ADR 032): the status must
// be one the operation documents, and a JSON body must match that status's schema. An answer that
// does not fails the test that made the request, naming the operation.
import fs from 'node:fs';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** Paths of the api that are not operations of the document: the docs themselves, a bench hook, the dev payment pages. */
const UNDOCUMENTED = [/^\/api\/docs(\/|$)/, /^\/api\/__bench\//, /^\/api\/payments\/sandbox\//];

export class OpenApiMismatch extends Error {
  override name = 'OpenApiMismatch';
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  operation: Operation;
}

/** One document, its operations matched by path and its schemas compiled once (many apps serve the same text). */
export class OpenApiChecker {
  private readonly routes: Route[];
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.routes = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        operation,
        // a path parameter is one segment; templates without parameters match only themselves
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
      })),
    );
  }

  private isErrorBody(text: string): boolean {
    try {
      const body = JSON.parse(text) as { message?: unknown; code?: unknown };
      return typeof body.message === 'string' && typeof body.code === 'string';
    } catch {
      return false;
    }
  }

  /** Throws OpenApiMismatch when the answer is not one the document describes. */
  check(method: string, url: string, response: { statusCode: number; headers: Record<string, unknown>; body: string }): void {
    const path = new URL(url, 'http://api.test').pathname;
    if (!path.startsWith('/api/') || UNDOCUMENTED.some((p) => p.test(path))) return;
    const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const route = this.routes.find((r) => r.method === verb && r.pattern.test(path));
    if (!route) {
      // no such operation: the api refuses it (404, or a CSRF 403 before routing) in the error shape
      if (response.statusCode >= 400 && response.statusCode < 500 && this.isErrorBody(response.body)) return;
      throw new OpenApiMismatch(`${verb} ${path} answered ${response.statusCode}, but the document has no such operation`);
    }
    const op = `${verb} ${route.template}`;
    const documented = route.operation.responses?.[String(response.statusCode)];
    if (!documented) {
      const listed = Object.keys(route.operation.responses ?? {}).join(', ');
      throw new OpenApiMismatch(
        `${op} answered ${response.statusCode}, which it does not document (it documents ${listed}): ${response.body.slice(0, 300)}`,
      );
    }
    const type = String(response.headers['content-type'] ?? '');
    const schema = documented.content?.['application/json']?.schema;
    if (method.toUpperCase() === 'HEAD' || !schema || !type.includes('json') || response.headers['content-encoding']) return;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      throw new OpenApiMismatch(`${op} ${response.statusCode}: the body is not JSON: ${response.body.slice(0, 300)}`);
    }
    const key = `${op} ${response.statusCode}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    if (!validate(body)) {
      const problems = (validate.errors ?? [])
        .slice(0, 5)
        .map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
        .join('; ');
      throw new OpenApiMismatch(
        `${op} ${response.statusCode}: the body does not match the document: ${problems}. Body: ${response.body.slice(0, 300)}`,
      );
    }
  }
}

const checkers = new Map<string, OpenApiChecker>();

/** The checker of the document this app serves (documents with the same text share one). */
export async function checkerOf(app: FastifyInstance, inject: FastifyInstance['inject'] = app.inject.bind(app)): Promise<OpenApiChecker> {
  const text = (await inject({ method: 'GET', url: '/api/docs/json' })).body;
  let checker = checkers.get(text);
  if (!checker) {
    checker = new OpenApiChecker(JSON.parse(text) as OpenApiDocument);
    checkers.set(text, checker);
  }
  return checker;
}

const plainInjects = new WeakMap<FastifyInstance, (options: InjectOptions | string) => Promise<LightMyRequestResponse>>();

/** `inject` without the check, for the rare test that provokes an answer on purpose that no contract has (a 500). */
export function uncheckedInject(app: FastifyInstance): (options: InjectOptions | string) => Promise<LightMyRequestResponse> {
  return plainInjects.get(app) ?? (app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>);
}

/**
 * Makes `app.inject({...})` check every answer against the served document. Returns the app. The
 * chained form (`app.inject().get(…)`) is left as it is: the api tests do not use it.
 *
 * The document is read (and its schemas compiled) in the background after the app's first answer,
 * so that no call a test times pays for it: answers that come before it is there wait in a queue
 * and are checked by the next call, or by `app.close()` (which then fails after closing the app).
 */
export function checkAnswers<T extends FastifyInstance>(app: T): T {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  plainInjects.set(app, inject);
  const close = app.close.bind(app) as () => Promise<void>;
  let loading: Promise<OpenApiChecker> | null = null;
  let checker: OpenApiChecker | null = null;
  const waiting: { method: string; url: string; response: LightMyRequestResponse }[] = [];

  const checkOne = (c: OpenApiChecker, { method, url, response }: (typeof waiting)[number]) => {
    try {
      c.check(method, url, response);
    } catch (error) {
      // OPENAPI_CHECK_RECORD=<file>: note every mismatch of a whole run there instead of failing at the first
      if (!(error instanceof OpenApiMismatch) || !process.env.OPENAPI_CHECK_RECORD) throw error;
      fs.appendFileSync(process.env.OPENAPI_CHECK_RECORD, `${error.message.replace(/\n/g, ' ')}\n`);
    }
  };
  const drain = async () => {
    if (!waiting.length || !loading) return;
    checker ??= await loading;
    for (const answer of waiting.splice(0)) checkOne(checker, answer);
  };

  const checked = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    await drain();
    const response = await inject(options);
    const { method = 'GET', url = '/' } = typeof options === 'string' ? { url: options } : options;
    const answer = { method: String(method), url: typeof url === 'string' ? url : `${url.pathname ?? '/'}`, response };
    if (checker) checkOne(checker, answer);
    else {
      waiting.push(answer);
      loading ??= checkerOf(app, inject as FastifyInstance['inject']);
    }
    return response;
  };
  (app as { inject: unknown }).inject = (options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined ? (inject as (...a: unknown[]) => unknown)(options, callback) : checked(options);
  (app as { close: unknown }).close = async () => {
    let mismatch: unknown = null;
    await drain().catch((error: unknown) => {
      mismatch = error;
    });
    await close();
    if (mismatch instanceof OpenApiMismatch) throw mismatch;
  };
  return app;
}
