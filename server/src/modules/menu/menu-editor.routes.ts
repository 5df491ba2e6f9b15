import {
  adminCategorySchema,
  adminDishSchema,
  adminExtraSchema,
  adminMenuSchema,
  categoryInputSchema,
  categoryOrderSchema,
  categoryParamsSchema,
  deleteOutcomeSchema,
  dishIdParamsSchema,
  dishInputSchema,
  dishUpdateSchema,
  entryOrderSchema,
  extraInputSchema,
  extraUpdateSchema,
  idParamsSchema,
  MENU_ADMIN_MESSAGES,
  menuCategorySchema,
  menuSchema,
  versionQuerySchema,
} from '@pizza/shared';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { currentUser } from '../auth';
import { MENU_CACHE_CONTROL, sendCachedJson } from './cached-json';
import type { MenuEditor } from './editor/menu-editor';
import type { Catalogue } from './menu-catalogue';

const editor = { can: 'menu.edit' } as const;
const staffOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };
const invalid = (what: string) => errorResponse(`Invalid ${what}: the message names the field (details[].path)`);
const stale = errorResponse(MENU_ADMIN_MESSAGES.versionConflict);
const noContent = { 204: { description: 'Saved; `menu-changed` is appended to the event log' } };
const written =
  'One transaction: the check of `version`, the write, a `menu-changed` event and an audit entry `menu.changed` ' +
  '(before/after of the changed fields). Every menu answer changes at once on every instance (new ETag).';

function cachedResponses(description: string, schema: z.ZodType) {
  const headers = {
    ETag: { description: 'Strong validator: a hash of the body bytes', schema: { type: 'string' as const } },
    'Cache-Control': { description: MENU_CACHE_CONTROL, schema: { type: 'string' as const } },
  };
  return {
    200: { description, headers, content: { 'application/json': { schema } } },
    304: { description: 'Not modified: If-None-Match matched the current ETag; no body', headers },
  };
}

/**
 * Mounted at /api/menu: the whole menu for customers and integrators in one pre-serialised answer
 * (docs/product/menu.md#api), and the sections alone.
 */
export function menuRoutes({ catalogue }: { catalogue: Catalogue }): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/',
      access: 'public',
      handler: async (req, res) => {
        sendCachedJson(req, res, (await catalogue.current()).menu);
      },
      doc: {
        summary: 'The whole menu: sections in order, listed dishes (every size) with allergens and photos, add-ons',
        responses: cachedResponses('The menu', menuSchema),
      },
    }),
    route({
      method: 'get',
      path: '/categories',
      access: 'public',
      handler: async (req, res) => {
        sendCachedJson(req, res, (await catalogue.current()).categories);
      },
      doc: {
        summary: "The menu's sections in the customer's order",
        responses: cachedResponses('The sections', z.array(menuCategorySchema)),
      },
    }),
  ];
  return { mount: '/api/menu', tag: 'menu', routes };
}

/** Mounted at /api/admin/menu: the menu editor (owner and manager, permission `menu.edit`). */
export function menuEditorRoutes({ editor: use }: { editor: MenuEditor }): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/',
      access: editor,
      handler: async (_req, res) => {
        res.json(await use.readAdminMenu());
      },
      doc: {
        summary: 'Everything the editor shows: categories, dishes (archived ones after the rest) and add-ons, with versions',
        responses: { 200: jsonResponse('The menu as staff edit it', adminMenuSchema), ...staffOnly },
      },
    }),
    route({
      method: 'post',
      path: '/dishes',
      access: editor,
      body: dishInputSchema,
      handler: async (req, res) => {
        res.status(201).json(await use.createDish(currentUser(req), req.body));
      },
      doc: {
        summary: 'A new dish (one menu item per size) at the end of its category',
        description: written,
        responses: {
          201: jsonResponse('The dish', adminDishSchema),
          400: invalid('dish, unknown extraIds or photoId'),
          ...staffOnly,
          409: errorResponse(MENU_ADMIN_MESSAGES.nameTaken),
        },
      },
    }),
    route({
      method: 'put',
      path: '/dishes/:dishId',
      access: editor,
      params: dishIdParamsSchema,
      body: dishUpdateSchema,
      handler: async (req, res) => {
        res.json(await use.updateDish(currentUser(req), req.params.dishId, req.body));
      },
      doc: {
        summary: 'Save a dish made from `version`: a new size gets a new item id, a removed one is archived if ordered, else deleted',
        description: `${written} A changed price names the item in \`repricedItemIds\`, so carts and quotes holding it are re-priced.`,
        responses: {
          200: jsonResponse('The dish', adminDishSchema),
          400: invalid('dish, unknown extraIds or photoId'),
          ...staffOnly,
          404: errorResponse(MENU_ADMIN_MESSAGES.dishNotFound),
          409: errorResponse(`${MENU_ADMIN_MESSAGES.versionConflict} Or: ${MENU_ADMIN_MESSAGES.nameTaken}`),
        },
      },
    }),
    route({
      method: 'delete',
      path: '/dishes/:dishId',
      access: editor,
      params: dishIdParamsSchema,
      query: versionQuerySchema,
      handler: async (req, res) => {
        res.json(await use.deleteDish(currentUser(req), req.params.dishId, req.query.version));
      },
      doc: {
        summary: 'Delete a dish: archived when a placed order names one of its sizes (still read by id), else deleted',
        description: written,
        responses: {
          200: jsonResponse('What was done', deleteOutcomeSchema),
          400: invalid('version'),
          ...staffOnly,
          404: errorResponse(MENU_ADMIN_MESSAGES.dishNotFound),
          409: stale,
        },
      },
    }),
    route({
      method: 'post',
      path: '/dishes/:dishId/restore',
      access: editor,
      params: dishIdParamsSchema,
      handler: async (req, res) => {
        res.json(await use.restoreDish(currentUser(req), req.params.dishId));
      },
      doc: {
        summary: 'An archived dish back on the menu (at the end of its category)',
        description: written,
        responses: {
          200: jsonResponse('The dish', adminDishSchema),
          ...staffOnly,
          404: errorResponse(MENU_ADMIN_MESSAGES.dishNotFound),
          409: errorResponse(`Not archived, or ${MENU_ADMIN_MESSAGES.nameTaken}`),
        },
      },
    }),
    route({
      method: 'put',
      path: '/categories/:category/dishes/order',
      access: editor,
      params: categoryParamsSchema,
      body: entryOrderSchema,
      handler: async (req, res) => {
        await use.reorderDishes(currentUser(req), req.params.category, req.body.ids);
        res.status(204).end();
      },
      doc: {
        summary: 'The dishes of a category (not archived) in their new order',
        description: written,
        responses: { ...noContent, 400: invalid('list'), ...staffOnly, 409: errorResponse(MENU_ADMIN_MESSAGES.reorderMismatch) },
      },
    }),
    // Before /extras/:id, which would otherwise take "order" as an id.
    route({
      method: 'put',
      path: '/extras/order',
      access: editor,
      body: entryOrderSchema,
      handler: async (req, res) => {
        await use.reorderExtras(currentUser(req), req.body.ids);
        res.status(204).end();
      },
      doc: {
        summary: 'Every add-on (not archived) in its new order',
        description: written,
        responses: { ...noContent, 400: invalid('list'), ...staffOnly, 409: errorResponse(MENU_ADMIN_MESSAGES.reorderMismatch) },
      },
    }),
    route({
      method: 'post',
      path: '/extras',
      access: editor,
      body: extraInputSchema,
      handler: async (req, res) => {
        res.status(201).json(await use.createExtra(currentUser(req), req.body));
      },
      doc: {
        summary: 'A new add-on at the end of the list, offered on `dishIds`',
        description: written,
        responses: { 201: jsonResponse('The add-on', adminExtraSchema), 400: invalid('add-on or unknown dishIds'), ...staffOnly },
      },
    }),
    route({
      method: 'put',
      path: '/extras/:id',
      access: editor,
      params: idParamsSchema,
      body: extraUpdateSchema,
      handler: async (req, res) => {
        res.json(await use.updateExtra(currentUser(req), req.params.id, req.body));
      },
      doc: {
        summary: 'Save an add-on made from `version`; `dishIds` is applied to the dishes (added where missing, removed elsewhere)',
        description: written,
        responses: {
          200: jsonResponse('The add-on', adminExtraSchema),
          400: invalid('add-on or unknown dishIds'),
          ...staffOnly,
          404: errorResponse(MENU_ADMIN_MESSAGES.extraNotFound),
          409: stale,
        },
      },
    }),
    route({
      method: 'delete',
      path: '/extras/:id',
      access: editor,
      params: idParamsSchema,
      query: versionQuerySchema,
      handler: async (req, res) => {
        res.json(await use.deleteExtra(currentUser(req), req.params.id, req.query.version));
      },
      doc: {
        summary: 'Delete an add-on: off every dish; archived when a placed order names it, else deleted',
        description: written,
        responses: {
          200: jsonResponse('What was done', deleteOutcomeSchema),
          400: invalid('version'),
          ...staffOnly,
          404: errorResponse(MENU_ADMIN_MESSAGES.extraNotFound),
          409: stale,
        },
      },
    }),
    // Before /categories/:category (the enum would refuse "order" anyway).
    route({
      method: 'put',
      path: '/categories/order',
      access: editor,
      body: categoryOrderSchema,
      handler: async (req, res) => {
        await use.reorderCategories(currentUser(req), req.body.ids);
        res.status(204).end();
      },
      doc: {
        summary: "The five categories in the customer's new order",
        description: written,
        responses: { ...noContent, 400: errorResponse(MENU_ADMIN_MESSAGES.reorderMismatch), ...staffOnly },
      },
    }),
    route({
      method: 'put',
      path: '/categories/:category',
      access: editor,
      params: categoryParamsSchema,
      body: categoryInputSchema,
      handler: async (req, res) => {
        res.json(await use.saveCategory(currentUser(req), req.params.category, req.body));
      },
      doc: {
        summary: "A category's names (EN/HU) and banner, made from `version`",
        description: written,
        responses: {
          200: jsonResponse('The category', adminCategorySchema),
          400: invalid('category or bannerPhotoId'),
          ...staffOnly,
          409: stale,
        },
      },
    }),
  ];
  return { mount: '/api/admin/menu', tag: 'menu', routes };
}
