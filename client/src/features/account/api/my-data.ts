import type { AccountDeleteRequest } from '@pizza/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';
import { useAuthStore } from '../../../lib/session/auth-store';

export const EXPORT_PATH = '/api/account/export';
export const ACCOUNT_PATH = '/api/account';

/** GET /api/account/export saved as the server names it (pizza-point-my-data-<date>.json); resolves to the name. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => {
      const token = useAuthStore.getState().token;
      return downloadFile(EXPORT_PATH, {}, token ?? '', 'pizza-point-my-data.json');
    },
  });
}

/** DELETE /api/account with the password; the home page's notice then forgets the session (`useForgetSession`). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: (request: AccountDeleteRequest) => api.delete<void>(ACCOUNT_PATH, { body: request }) });
}

/** After an erasure: the session is worthless, and nothing cached of the account is kept (its cart, orders, preferences). */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    useAuthStore.getState().logout();
    queryClient.clear();
  }, [queryClient]);
}
