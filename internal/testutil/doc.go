// Package testutil holds helpers shared by the tests of several packages:
// locating the ../shared reference material, and skipping loudly when it is
// absent so that a missing fixture never passes silently.
package testutil
