// The headers the SDK's calls send: the bearer token, and a write's Idempotency-Key.

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const keyed = (key: string | undefined) => (key ? { 'Idempotency-Key': key } : {});
