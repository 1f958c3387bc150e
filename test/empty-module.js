// Stands in for `server-only` under Jest, which does not run with the react-server condition.
module.exports = {};
