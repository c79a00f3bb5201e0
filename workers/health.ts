/**
 * `GET /api/health`: whether this deploy answers and reaches its database, for `npm run smoke`
 * after a deploy and for uptime monitors. Says nothing but that and the Worker version; the
 * staff health panel (/staff/halsa) has the detail.
 */
export async function healthCheck(env: Pick<Env, "DB" | "CF_VERSION_METADATA">): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  try {
    await env.DB.prepare("SELECT 1").first();
    return Response.json({ status: "ok", version: env.CF_VERSION_METADATA.id }, { headers });
  } catch {
    return Response.json({ status: "database unreachable", version: env.CF_VERSION_METADATA.id }, { status: 503, headers });
  }
}
