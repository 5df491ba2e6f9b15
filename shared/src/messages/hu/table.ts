/** English message id (with `{placeholders}`) to its translation, with the same placeholders. */
export type MessageTable = Readonly<Record<string, string>>;
