/**
 * What a page's answer says to caches unless its route says otherwise. Each page carries its own
 * CSP nonce and one-time form keys, so a shared cache must ask again every time (`no-cache`, with
 * no validator to answer 304 to). Not `private`: the Worker's own page cache keeps public screens
 * and refuses any `private` or `no-store` answer (decision 017), so a personal page says
 * `no-store` itself (the newsletter links, the staff inbox).
 */
export const pageCacheControl = "no-cache";
