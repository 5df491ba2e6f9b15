import {
  acceptedLegalSchema,
  LEGAL_TEXT_MAX_LENGTH,
  legalAcceptanceSchema,
  legalDocumentKindSchema,
  legalDocumentSaveSchema,
  legalDocumentSchema,
  legalVersionListSchema,
  legalVersionsSchema,
} from '@pizza/shared';
import { z } from 'zod';

import type { Clock } from '../../lib/clock';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { type AuthUser, currentUser } from '../auth';
import { readAcceptance, recordAcceptance } from './legal-acceptance';
import { currentDocument, currentVersions, listVersions, readVersion } from './legal-documents';
import { LEGAL_MESSAGES } from './legal-messages';
import { saveLegalDocument } from './save-legal-document';

const documentParams = z.strictObject({ document: legalDocumentKindSchema });
const versionParams = z.strictObject({
  document: legalDocumentKindSchema,
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, LEGAL_MESSAGES.versionParam)
    .transform(Number),
});
const documentParamsDoc = z.object({ document: z.enum(['imprint', 'terms', 'privacy']).meta({ example: 'terms' }) });
const badDocument = errorResponse('document must be imprint, terms or privacy');
const ownerOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };
const customerOnly = { 401: errorResponse('Authentication required'), 403: errorResponse('Customers only') };
const edit = { can: 'legal.edit' } as const;

/**
 * Asked again every time, answered 304 by its ETag while unchanged: a saved version is what the very
 * next reader sees, and what the checkout's acceptance compares against (docs/product/legal.md).
 */
const PUBLIC_CACHE = 'public, no-cache';

const actorOf = (user: AuthUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  ...(user.staffRole ? { staffRole: user.staffRole } : {}),
});

/** Mounted at /api/legal: the current legal pages, for everyone (docs/product/legal.md#the-api). */
export function legalPublicRoutes(): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/',
      access: 'public',
      handler: async (_req, res) => {
        res.setHeader('Cache-Control', PUBLIC_CACHE);
        res.json(await currentVersions());
      },
      doc: {
        summary: 'The current version number of each legal page (public; cached for a minute)',
        responses: { 200: jsonResponse('The imprint, terms and privacy notice versions', legalVersionsSchema) },
      },
    }),
    route({
      method: 'get',
      path: '/:document',
      access: 'public',
      params: documentParams,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', PUBLIC_CACHE);
        res.json(await currentDocument(req.params.document));
      },
      doc: {
        summary:
          'The current version of a legal page in English and Hungarian, Markdown as the owner wrote it (public; cached for a minute)',
        description:
          'The client renders the Markdown sanitised (no raw HTML, no scripts). `placeholder` is true while it is the demo text.',
        request: { params: documentParamsDoc },
        responses: { 200: jsonResponse('The document', legalDocumentSchema), 400: badDocument },
      },
    }),
  ];
  return { mount: '/api/legal', tag: 'legal', routes };
}

/** Mounted at /api/admin/legal: the owner edits the legal pages; every saved version is kept. */
export function legalAdminRoutes({ clock }: { clock: Clock }): RouteTable {
  const routes = [
    route({
      method: 'put',
      path: '/:document',
      access: edit,
      params: documentParams,
      body: legalDocumentSaveSchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await saveLegalDocument(clock, actorOf(currentUser(req)), req.params.document, req.body));
      },
      doc: {
        summary: 'Save a new version of a legal page (both languages); the versions before it are kept',
        description: `\`basedOn\` is the version the owner edited; each text is 1 to ${LEGAL_TEXT_MAX_LENGTH} characters of Markdown. Writes an audit entry (legal.saved).`,
        request: { params: documentParamsDoc },
        responses: {
          200: jsonResponse('The new version', legalDocumentSchema),
          400: errorResponse('An unknown document, or a text missing, empty or too long (the message names the language)'),
          ...ownerOnly,
          409: errorResponse(LEGAL_MESSAGES.savedMeanwhile),
        },
      },
    }),
    route({
      method: 'get',
      path: '/:document/versions',
      access: edit,
      params: documentParams,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await listVersions(req.params.document));
      },
      doc: {
        summary: 'Every saved version of a legal page, newest first, with its date and who saved it (no texts)',
        request: { params: documentParamsDoc },
        responses: { 200: jsonResponse('The versions', legalVersionListSchema), 400: badDocument, ...ownerOnly },
      },
    }),
    route({
      method: 'get',
      path: '/:document/versions/:version',
      access: edit,
      params: versionParams,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await readVersion(req.params.document, req.params.version));
      },
      doc: {
        summary: 'One saved version of a legal page, both languages',
        request: { params: documentParamsDoc.extend({ version: z.string().meta({ example: '2' }) }) },
        responses: {
          200: jsonResponse('The version', legalDocumentSchema),
          400: errorResponse(`An unknown document, or '${LEGAL_MESSAGES.versionParam}'`),
          ...ownerOnly,
          404: errorResponse(LEGAL_MESSAGES.versionNotFound),
        },
      },
    }),
  ];
  return { mount: '/api/admin/legal', tag: 'legal', routes, unmatched: { access: edit } };
}

/** Mounted at /api/account (beside the preferences): the signed-in customer's accepted versions. */
export function legalAccountRoutes({ clock }: { clock: Clock }): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/legal-acceptance',
      access: 'customer',
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await readAcceptance(currentUser(req).id));
      },
      doc: {
        summary: 'The versions of the terms and the privacy notice the customer accepted, and when (`{}` when none)',
        responses: { 200: jsonResponse('What the account holds', acceptedLegalSchema), ...customerOnly },
      },
    }),
    route({
      method: 'post',
      path: '/legal-acceptance',
      access: 'customer',
      body: legalAcceptanceSchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await recordAcceptance(currentUser(req).id, req.body, clock.now()));
      },
      doc: {
        summary: 'The customer accepts the current terms and privacy notice (a new version came out since they last did)',
        responses: {
          200: jsonResponse('What the account holds now', acceptedLegalSchema),
          400: errorResponse(`Not { terms, privacy } version numbers, or '${LEGAL_MESSAGES.staleAcceptance}'`),
          ...customerOnly,
        },
      },
    }),
  ];
  return { mount: '/api/account', tag: 'account', routes };
}
