// The public pages' enhancements (see README.md).
export {}
