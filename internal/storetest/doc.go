// Package storetest holds an in-memory Beam filesystem for tests that need
// an object store's behaviour without one: no rename (Beam's
// filesystem.Rename copies, then deletes, as it does on gs:// and s3://),
// a write that appears only when its writer closes, and writes a test can
// hold back (Store.Hold) to see what waits for them. memfs, Beam's own, has
// a rename, and keeps a file written under another scheme apart from the
// names its Rename and Remove use. FakeS3 serves gofakes3's in-memory S3
// to a test, the AWS configuration pointed at it; FakeGCS runs
// fake-gcs-server for one, STORAGE_EMULATOR_HOST pointed at it
// (StartFakeGCS runs it alone, for a test that points the variable at a
// proxy of its own).
package storetest
