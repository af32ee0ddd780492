// Package startup pauses the garbage collector while the program's
// packages initialize, and lets the program say when to hand it back.
//
// itnprep links Beam's runners, gRPC and the cloud clients (the binary is
// its own Beam worker), and their package initializers allocate megabytes
// of descriptors that all stay live: a collection during start-up or soon
// after finds almost nothing to free and still marks all of it. For a
// command that scores a test set in a few tens of milliseconds (evaluate)
// that is a visible share of its time; for a pipeline it is noise, and
// those get the collector back before they start.
//
// Go initializes packages in import-path order among those whose imports
// are ready. This package imports only runtime/debug, so it runs before
// most of Beam's and gRPC's initializers (though after protobuf's).
package startup
