package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"github.com/aws/smithy-go"
)

// TestSSOProblem: only an SSO login that is missing, expired or unusable
// is reported as one, with the `aws sso login` that renews it; another
// failure of an SSO profile (the OIDC service unreachable while refreshing,
// a cache file this user cannot write, a role the login may not assume)
// gives the SDK's reason instead. It matched any error mentioning
// "SSO token". The errors are worded as the AWS SDK's ssocreds words them,
// wrapped as its credentials cache wraps them.
func TestSSOProblem(t *testing.T) {
	t.Setenv("AWS_PROFILE", "dev")
	t.Setenv("AWS_DEFAULT_PROFILE", "")
	cache := func(err error) error { return fmt.Errorf("failed to refresh cached credentials, %w", err) }
	notExist := &fs.PathError{Op: "open", Path: "/home/u/.aws/sso/cache/x.json", Err: fs.ErrNotExist}
	denied := &fs.PathError{Op: "open", Path: "/home/u/.aws/sso/cache/x.json", Err: fs.ErrPermission}
	api := func(code string) error {
		return fmt.Errorf("operation error SSO: GetRoleCredentials, https response error StatusCode: 401, %w", &smithy.GenericAPIError{Code: code, Message: "Session token not found or invalid"})
	}
	expired := []error{
		cache(errors.New("the SSO session has expired or is invalid")),
		cache(fmt.Errorf("the SSO session has expired or is invalid: %w", fmt.Errorf("failed to read cached SSO token file, %w", notExist))),
		cache(errors.New("refresh cached SSO token failed, cached SSO token is expired, or not present, and cannot be refreshed")),
		cache(fmt.Errorf("failed to read cached SSO token file, %w", notExist)),
		cache(errors.New("failed to parse cached SSO token file, unexpected end of JSON input")),
		cache(errors.New("cached SSO token must contain accessToken and expiresAt fields")),
		cache(api("UnauthorizedException")),
		cache(fmt.Errorf("refresh cached SSO token failed, unable to refresh SSO token, operation error SSO OIDC: CreateToken, %w", &smithy.GenericAPIError{Code: "InvalidGrantException"})),
	}
	for _, err := range expired {
		if got := ssoProblem(err); !strings.HasPrefix(got, `the AWS SSO login of profile "dev" has expired`) || !strings.Contains(got, "`aws sso login --profile dev`") {
			t.Errorf("%v:\n got %q, want the expired login", err, got)
		}
	}
	other := []error{
		cache(errors.New("refresh cached SSO token failed, unable to refresh SSO token, operation error SSO OIDC: CreateToken, https response error: dial tcp: lookup oidc.us-east-1.amazonaws.com: no such host")),
		cache(errors.New("refresh cached SSO token failed, unable to cache refreshed SSO token, open /home/u/.aws/sso/cache/x.json: permission denied")),
		cache(fmt.Errorf("failed to read cached SSO token file, %w", denied)),
		cache(fmt.Errorf("the SSO session has expired or is invalid: %w", fmt.Errorf("failed to read cached SSO token file, %w", denied))),
		cache(api("ForbiddenException")),
	}
	for _, err := range other {
		got := ssoProblem(err)
		if want := `the AWS SSO credentials of profile "dev" could not be obtained, so s3:// has none: ` + err.Error(); got != want {
			t.Errorf("%v:\n got %q\nwant %q", err, got, want)
		}
	}
	if got := ssoProblem(errors.New("failed to refresh cached credentials, no EC2 IMDS role found")); got != "" {
		t.Errorf("not SSO: %q", got)
	}
}
