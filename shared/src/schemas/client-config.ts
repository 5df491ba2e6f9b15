import { z } from 'zod';

/**
 * Answer of `GET /api/config/client`: the public settings the browser needs at run time. Served by
 * the server (not baked into the build) so one client build works against the Auth emulator on
 * whatever port `npm start` or the test harness chose, and against a real Firebase project.
 */
export const clientConfigSchema = z
  .object({
    firebase: z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      /** host:port of the Firebase Auth emulator; present in embedded and test modes only. */
      emulatorHost: z.string().optional(),
    }),
    googleMapsApiKey: z.string().optional(),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
