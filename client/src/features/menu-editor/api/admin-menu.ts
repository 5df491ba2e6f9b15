import {
  type AdminCategory,
  type AdminDish,
  type AdminExtra,
  adminCategorySchema,
  adminDishSchema,
  adminExtraSchema,
  adminMenuSchema,
  type Category,
  type CategoryInput,
  type DeleteOutcome,
  deleteOutcomeSchema,
  type DishInput,
  type DishUpdate,
  type ExtraInput,
  type ExtraUpdate,
  type MenuPhoto,
  menuPhotoSchema,
} from '@pizza/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, ApiError, buildUrl, API_ERROR_FALLBACK_MESSAGE } from '../../../lib/api';
import { useOrderChannel } from '../../../lib/order-channel';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';

/*
 * The menu editor's calls (shared/src/schemas/menu-admin.ts, docs/product/menu.md#api). Answers are
 * parsed with the shared schemas, so a server that answers something else fails here, loudly, not
 * somewhere in a dialog. After every save the editor reads the whole menu again: a save can move
 * other entries too (an add-on's dishes, a reorder).
 */
const BASE = '/api/admin/menu';
const dishPath = (dishId: string) => `${BASE}/dishes/${encodeURIComponent(dishId)}`;
const extraPath = (extraId: string) => `${BASE}/extras/${encodeURIComponent(extraId)}`;

export const menuEditorKeys = {
  all: ['menu-editor'] as const,
  menu: () => [...menuEditorKeys.all, 'menu'] as const,
};

function useToken(): string {
  return useStaffAuthStore((state) => state.token) ?? '';
}

/** GET /api/admin/menu: categories in the customer's order, every dish (archived ones too) and add-on. */
export function useAdminMenu() {
  const token = useToken();
  return useQuery({
    queryKey: menuEditorKeys.menu(),
    queryFn: async ({ signal }) => adminMenuSchema.parse(await api.get(BASE, { token, signal })),
    enabled: token !== '',
    // Another person's save arrives as `menu-changed` on the live channel (useAdminMenuLiveUpdates); no need to poll.
    staleTime: 30_000,
  });
}

/**
 * The editor follows other people's saves (docs/product/menu.md#live-changes): on the staff live
 * channel, shared with the board, every `menu-changed` reads the menu again. An open dialog keeps
 * its input and its version, so a save over someone else's change still meets the 409 and Reload.
 */
export function useAdminMenuLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useToken();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: menuEditorKeys.menu() });
  useOrderChannel(token || null, 'staff', {
    onEvent: (event) => {
      if (event.type === 'menu-changed' || event.type === 'menu-availability-changed') refresh();
    },
    onResync: refresh,
  });
}

/** A write whose success reads the menu again (its failure leaves the list as it is: the dialog keeps the input). */
function useMenuWrite<T, R>(send: (token: string, input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (input: T) => send(token, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuEditorKeys.menu() }),
  });
}

/** POST /dishes (no id) or PUT /dishes/{id} (with the version it was made from). */
export function useSaveDish() {
  return useMenuWrite(async (token, change: { dishId?: undefined; body: DishInput } | { dishId: string; body: DishUpdate }) =>
    adminDishSchema.parse(
      change.dishId === undefined
        ? await api.post(`${BASE}/dishes`, { token, body: change.body })
        : await api.put(dishPath(change.dishId), { token, body: change.body }),
    ),
  );
}

/** DELETE /dishes/{id}?version=: archived when placed orders name it, else deleted. */
export function useDeleteDish() {
  return useMenuWrite(async (token, dish: Pick<AdminDish, 'id' | 'version'>): Promise<DeleteOutcome> =>
    deleteOutcomeSchema.parse(await api.delete(dishPath(dish.id), { token, query: { version: dish.version } })),
  );
}

/** POST /dishes/{id}/restore: an archived dish back on the menu. */
export function useRestoreDish() {
  return useMenuWrite(async (token, dishId: string) => adminDishSchema.parse(await api.post(`${dishPath(dishId)}/restore`, { token })));
}

/** PUT /categories/{category}/dishes/order: every dish of the category (not archived) in its new order. */
export function useReorderDishes() {
  return useMenuWrite((token, { category, ids }: { category: Category; ids: string[] }) =>
    api.put<unknown>(`${BASE}/categories/${category}/dishes/order`, { token, body: { ids } }),
  );
}

/** POST /extras or PUT /extras/{id} with its version. */
export function useSaveExtra() {
  return useMenuWrite(
    async (token, change: { extraId?: undefined; body: ExtraInput } | { extraId: string; body: ExtraUpdate }): Promise<AdminExtra> =>
      adminExtraSchema.parse(
        change.extraId === undefined
          ? await api.post(`${BASE}/extras`, { token, body: change.body })
          : await api.put(extraPath(change.extraId), { token, body: change.body }),
      ),
  );
}

/** DELETE /extras/{id}?version=. */
export function useDeleteExtra() {
  return useMenuWrite(async (token, extra: Pick<AdminExtra, 'id' | 'version'>): Promise<DeleteOutcome> =>
    deleteOutcomeSchema.parse(await api.delete(extraPath(extra.id), { token, query: { version: extra.version } })),
  );
}

/** PUT /extras/order: every add-on (not archived) in its new order. */
export function useReorderExtras() {
  return useMenuWrite((token, ids: string[]) => api.put<unknown>(`${BASE}/extras/order`, { token, body: { ids } }));
}

/** PUT /categories/{category}: names and banner, with the version. */
export function useSaveCategory() {
  return useMenuWrite(async (token, { category, body }: { category: Category; body: CategoryInput }): Promise<AdminCategory> =>
    adminCategorySchema.parse(await api.put(`${BASE}/categories/${category}`, { token, body })),
  );
}

/** PUT /categories/order: all five in the customer's new order. */
export function useReorderCategories() {
  return useMenuWrite((token, ids: Category[]) => api.put<unknown>(`${BASE}/categories/order`, { token, body: { ids } }));
}

/** The error of an upload answer: the server's {message, code}, as every other call's. */
function uploadError(status: number, text: string): ApiError {
  let envelope: { message?: unknown; code?: unknown; details?: unknown } = {};
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    // Not JSON (a proxy's page): the fallback sentence.
  }
  const message = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : API_ERROR_FALLBACK_MESSAGE;
  return new ApiError(status, typeof envelope.code === 'string' ? envelope.code : `HTTP_${status}`, message, envelope.details);
}

/**
 * POST /api/admin/menu/photos with the file's bytes as the body and its type as Content-Type.
 * XMLHttpRequest, not fetch: only it reports upload progress, which a 5 MB photo on a phone needs.
 */
export function uploadMenuPhoto(file: Blob, token: string, onProgress: (fraction: number) => void): Promise<MenuPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildUrl(`${BASE}/photos`));
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Content-Type', file.type);
    request.setRequestHeader('Accept', 'application/json');
    const language = document.documentElement.lang;
    if (language) request.setRequestHeader('Accept-Language', language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(uploadError(request.status, request.responseText));
        return;
      }
      try {
        resolve(menuPhotoSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', API_ERROR_FALLBACK_MESSAGE));
    request.send(file);
  });
}

/** The upload as a mutation (pending state, error, result) with its progress. */
export function useUploadPhoto(onProgress: (fraction: number) => void) {
  const token = useToken();
  return useMutation({ mutationFn: (file: Blob) => uploadMenuPhoto(file, token, onProgress) });
}
