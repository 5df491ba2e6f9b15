/** Query keys of the integrations page. */
export const integrationsKeys = {
  all: ['integrations'] as const,
  apiKeys: () => [...integrationsKeys.all, 'keys'] as const,
  webhooks: () => [...integrationsKeys.all, 'webhooks'] as const,
  deliveries: (endpointId: string) => [...integrationsKeys.webhooks(), endpointId, 'deliveries'] as const,
};
