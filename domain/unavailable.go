package domain

// MsgDatabaseUnavailable is what a visitor or the administrator reads when
// the database cannot be reached: the request did nothing and may be
// retried once the database is back.
const MsgDatabaseUnavailable = "The database is unavailable. Try again shortly."
