package storage

import (
	"errors"
	"net"
	"net/url"
	"regexp"
	"strings"
)

// Unreachable is err's message with a failed request to a store's server
// (gs://, s3://, an HTTP URL) said in words: the request's whole URL
// (Beam's gcs listing spells out a dozen empty query parameters) becomes
// its host, and a host that cannot be looked up or connected to says so
// ('Get "https://storage.googleapis.com/storage/v1/b/B/o?alt=json&...":
// dial tcp: lookup storage.googleapis.com ...: no such host' was the line).
//
// Beam's s3 filesystem flattens the AWS SDK's error into text ("error
// listing object keys: error retrieving page: operation error S3:
// ListObjectsV2, exceeded maximum number of attempts, 3, https response
// error StatusCode: 0, ..., request send failed, Get "URL": dial tcp ...:
// connect: connection refused"), so that chain is recognized by its words,
// as where the SDK's error is wrapped whole (listS3's ListObjectsV2).
func Unreachable(err error) string {
	msg := err.Error()
	// The AWS SDK's chain first, whether Beam flattened it or a listing
	// of this package wrapped it (listS3): its *url.Error alone left the
	// SDK's words before it.
	if s := unreachableS3(msg); s != msg {
		return s
	}
	var ue *url.Error
	if !errors.As(err, &ue) {
		return msg
	}
	host := urlHost(ue.URL)
	why := ue.Err.Error()
	var dns *net.DNSError
	var op *net.OpError
	switch {
	case errors.As(ue.Err, &dns):
		why = "its name does not resolve (" + dns.Err + "): " + noDNSHint
	case errors.As(ue.Err, &op):
		why = "cannot connect (" + op.Err.Error() + "): " + noConnectHint
	}
	return strings.Replace(msg, ue.Error(), "cannot reach "+host+": "+why, 1)
}

const (
	noDNSHint     = "no network or DNS on this machine, or a proxy needed?"
	noConnectHint = "no network on this machine, or a firewall or proxy in the way?"
)

// s3SendFailed is the text of an AWS SDK request that never got an answer,
// with Beam's s3 wrappers before it: the tries, the URL and Go's error.
var s3SendFailed = regexp.MustCompile(`(?:error [a-z ]+(?: s3://\S+?)?: )*operation error S3: \w+, (?:exceeded maximum number of attempts, (\d+), )?https response error StatusCode: 0, .*?request send failed, \w+ "([^"]+)": (.*)$`)

// unreachableS3 says an s3:// request that found no server in words, as
// Unreachable does for a *url.Error.
func unreachableS3(msg string) string {
	m := s3SendFailed.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	tries, rawURL, goErr := "", msg[m[4]:m[5]], msg[m[6]:m[7]]
	if m[2] >= 0 {
		tries = ", " + msg[m[2]:m[3]] + " tries"
	}
	host := urlHost(rawURL)
	why := goErr
	switch {
	case strings.HasSuffix(goErr, "no such host"):
		why = "its name does not resolve (no such host" + tries + "): " + noDNSHint
	case strings.Contains(goErr, "connect: "):
		why = "cannot connect (" + goErr[strings.LastIndex(goErr, "connect: "):] + tries + "): " + noConnectHint
	}
	return msg[:m[0]] + "cannot reach " + host + ": " + why
}

// urlHost is the host a request's URL names, or the URL itself when it
// has none.
func urlHost(raw string) string {
	if u, err := url.Parse(raw); err == nil && u.Host != "" {
		return u.Host
	}
	return raw
}
