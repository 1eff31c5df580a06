/**
 * An exact sliding window: each allowed request is logged with its time (a Redis sorted set
 * per identifier), and a request is allowed only while fewer than `limit` logged requests are
 * younger than the window. So no window of that length, wherever it starts, ever holds more than
 * `limit` allowed requests. (@upstash/ratelimit's slidingWindow weighs the previous fixed
 * window's count instead, an estimate that lets up to twice the limit through around a window
 * boundary; its other algorithms are fixed windows or buckets, which do the same.)
 *
 * The clock is Redis's own (TIME), so every server process counts on one clock; tests pass
 * their own time instead. Answers {allowed, used, reset, now} with times in ms.
 */
export const SLIDING_LOG_SCRIPT = `
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
if now < 0 then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local used = redis.call('ZCARD', KEYS[1])
local allowed = 0
if used < limit then
  redis.call('ZADD', KEYS[1], now, now .. ':' .. ARGV[4])
  used = used + 1
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], window)
local reset = now + window
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if oldest[2] then reset = tonumber(oldest[2]) + window end
return {allowed, used, reset, now}
`;

/** The script's answer as a LimitResult. */
export function toLimitResult(reply: unknown, rule: { limit: number }) {
  const [allowed, used, reset, now] = (reply as (number | string)[]).map(Number);
  return { success: allowed === 1, limit: rule.limit, remaining: Math.max(0, rule.limit - used), reset, resetAfterMs: Math.max(0, reset - now) };
}
