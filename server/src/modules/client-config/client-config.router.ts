import { Router } from 'express';

import { buildClientConfig, type ClientConfigSource } from './client-config.service';

/** Mounted at /api/config/client. The answer is fixed for the life of the process. */
export function createClientConfigRouter(source: ClientConfigSource): Router {
  const router = Router();
  const body = buildClientConfig(source);

  router.get('/', (_req, res) => {
    // A restart may move the emulator to another port; never let a browser keep an old answer.
    res.setHeader('Cache-Control', 'no-cache');
    res.json(body);
  });

  return router;
}
