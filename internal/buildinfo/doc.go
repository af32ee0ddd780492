// Package buildinfo reports which code produced an output: the module
// version and VCS revision, recorded in dataset manifests and run records so
// every artefact names its producer.
package buildinfo
