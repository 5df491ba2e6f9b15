import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { Permission } from '@pizza/shared';
import { type RequestHandler, Router } from 'express';
import type { z } from 'zod';

import { validate } from '../middleware/validate';
import { bearerSecurity, formOrJson, type OpenApiRegistrar } from './openapi';

/**
 * Each module declares its routes once, in a table (`<module>.routes.ts`); the Express router and
 * the OpenAPI registration are both made from it here, so a route cannot be served undocumented or
 * documented with another path, guard or request schema than the one it runs with.
 */

/** A staff member whose role has this permission (shared staff-access.ts, docs/product/staff-roles.md). */
export interface StaffAccess {
  can: Permission;
}

/**
 * Who may call a route: anyone, any signed-in user, a customer, or staff with a permission. There is
 * no "any staff member": every staff route names what it needs (docs/product/staff-roles.md).
 */
export type Access = 'public' | 'signedIn' | 'customer' | StaffAccess;

type NamedAccess = Exclude<Access, 'public' | StaffAccess>;

/** The middleware behind each access level but `public` (the auth module builds it from its guard). */
export type AccessGuards = Record<NamedAccess, RequestHandler[]> & { can: (permission: Permission) => RequestHandler[] };

/** A guard of the route's own (an integrator key, a staff token or a key): documented as Bearer unless its doc says otherwise. */
export interface CustomAccess {
  guard: RequestHandler[];
}

type Schema = z.ZodType | undefined;

/** The handler sees the parsed params, query and body (middleware/validate.ts). */
type ValidatedHandler<P extends Schema, Q extends Schema, B extends Schema> = ReturnType<typeof validate<P, B, Q>>;

/** What OpenAPI says of a route beyond what the table already knows (method, path, tag, security, request schemas). */
export type RouteDoc = Omit<RouteConfig, 'method' | 'path'>;

export interface RouteSpec<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined> {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express syntax, relative to the table's mount: '/:orderId/status'. */
  path: string;
  access: Access | CustomAccess;
  /** Middleware before the guard (rate limiters). */
  before?: RequestHandler[];
  params?: P;
  query?: Q;
  body?: B;
  /** The original client posts forms to some routes: those document both content types (both are accepted everywhere). */
  bodyAs?: 'json' | 'form-or-json';
  handler: ValidatedHandler<P, Q, B>;
  /** `request` here replaces the documented parts it names (a body that may be left out, an example). */
  doc: RouteDoc;
}

// Each spec is checked with its own schema types where `route()` is called; the table holds them alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any>;

/** One route of a table, typed by its own schemas. */
export function route<P extends Schema = undefined, Q extends Schema = undefined, B extends Schema = undefined>(
  spec: RouteSpec<P, Q, B>,
): AnyRoute {
  return spec;
}

export interface RouteTable {
  /** Where the module's router is mounted: '/api/orders'. */
  mount: string;
  /** The OpenAPI tag of every route of the table. */
  tag: string;
  routes: AnyRoute[];
  /**
   * A request no route answered meets this guard before the 404 (under `path` only, when given), so a
   * stranger probing a signed-in area learns 401, as behind a guard for the whole router.
   */
  unmatched?: { access: Exclude<Access, 'public'> | CustomAccess; path?: string };
  /** Components the table's docs refer to (a security scheme). */
  components?: OpenApiRegistrar;
}

/** A table of public routes needs no guards; any other access without them is a wiring mistake, found at start-up. */
function guardOf(access: Access | CustomAccess, guards: AccessGuards | undefined): RequestHandler[] {
  if (typeof access === 'object' && 'guard' in access) return access.guard;
  if (access === 'public') return [];
  if (!guards) throw new Error(`A '${JSON.stringify(access)}' route needs the access guards (auth module's accessGuards)`);
  return typeof access === 'object' ? guards.can(access.can) : guards[access];
}

/** The Express router of a table: per route, its limiters, its guard, validation, then its handler, in the table's order. */
export function tableRouter(table: RouteTable, guards?: AccessGuards): Router {
  const router = Router();
  for (const spec of table.routes) {
    const { params, query, body } = spec;
    const checks = params || query || body ? [validate({ params, query, body }) as RequestHandler] : [];
    router[spec.method](spec.path, ...(spec.before ?? []), ...guardOf(spec.access, guards), ...checks, spec.handler as RequestHandler);
  }
  if (table.unmatched) {
    const guard = guardOf(table.unmatched.access, guards);
    if (table.unmatched.path) router.use(table.unmatched.path, ...guard);
    else router.use(...guard);
  }
  return router;
}

/** '/:orderId/status' under '/api/orders' -> '/api/orders/{orderId}/status'. */
export function openApiPath(mount: string, path: string): string {
  const full = path === '/' ? mount : `${mount}${path}`;
  return full.replace(/:(\w+)/g, '{$1}');
}

function documented(table: RouteTable, spec: AnyRoute): RouteConfig {
  const { params, query, body } = spec;
  const bodyDoc = body && (spec.bodyAs === 'form-or-json' ? formOrJson(body) : { content: { 'application/json': { schema: body } } });
  const request = { ...(params && { params }), ...(query && { query }), ...(bodyDoc && { body: bodyDoc }), ...spec.doc.request };
  const config: RouteConfig = {
    method: spec.method,
    path: openApiPath(table.mount, spec.path),
    tags: [table.tag],
    ...(spec.access !== 'public' && { security: bearerSecurity }),
    ...spec.doc,
  };
  // Integrators and the client read from the document which permission a staff route needs.
  if (typeof spec.access === 'object' && 'can' in spec.access) {
    const needs = `Staff whose role has the permission \`${spec.access.can}\` (docs/product/staff-roles.md).`;
    config.description = spec.doc.description ? `${spec.doc.description} ${needs}` : needs;
  }
  if (Object.keys(request).length > 0) config.request = request;
  return config;
}

/** The OpenAPI registration of a table: every route, in the table's order. */
export function tableOpenApi(table: RouteTable): OpenApiRegistrar {
  return (registry: OpenAPIRegistry) => {
    table.components?.(registry);
    for (const spec of table.routes) registry.registerPath(documented(table, spec));
  };
}

/** What a module hands the app for its tables (structurally a modules/feature.ts Feature). */
export function mountTables(tables: RouteTable[], guards?: AccessGuards) {
  return {
    tables,
    routes: tables.map((table) => ({ path: table.mount, router: tableRouter(table, guards) })),
    registerOpenApi: (registry: OpenAPIRegistry) => {
      for (const table of tables) tableOpenApi(table)(registry);
    },
  };
}
