// @ts-check

/**
 * Stage (server/stages.mjs): the TCP peer's address in `x-site-socket-address`, for the rate limit
 * (lib/http/rate-limit.ts). Set here on every request, so that a client's own header of that name
 * never counts.
 * @type {import('./stages.mjs').Stage}
 */
export const socketAddressStage = {
  name: 'socket address',
  request: (req) => {
    req.headers['x-site-socket-address'] = req.socket.remoteAddress ?? '';
  },
};
