import { defineRoute } from '../http/route.js';

/** Declared in the route table; answers 501 until the feature is built. */
export const signatureRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/signature',
    group: 'signature',
    auth: 'addin',
    keys: { exclude: 'add-in' },
    write: false,
    summary: 'Rendered signature plus inline images for the add-in',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/signature',
    group: 'signature',
    auth: 'addin',
    keys: { exclude: 'add-in' },
    summary: 'Rendered signature (query form kept for older add-ins)',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/signature/download',
    group: 'signature',
    auth: 'addin',
    keys: { exclude: 'add-in' },
    write: false,
    summary: 'Standalone HTML signature file',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/signature/download',
    group: 'signature',
    auth: 'addin',
    keys: { exclude: 'add-in' },
    summary: 'Standalone HTML signature file (query form)',

  }),
  defineRoute({
    method: 'POST',
    path: '/api/signature/report',
    group: 'signature',
    auth: 'addin',
    keys: { exclude: 'add-in' },
    summary: 'Report the apply outcome of one attempt',

  }),
  defineRoute({
    method: 'GET',
    path: '/api/signature/profile',
    group: 'signature',
    auth: 'addin',
    keys: { exclude: 'add-in' },
    summary: 'Whether the mailbox has profile fields to fill in, and where',

  }),
];
