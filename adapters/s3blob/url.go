package s3blob

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/minio/minio-go/v7/pkg/s3utils"
)

// Defaults of the URL's parameters: AWS itself.
const (
	DefaultEndpoint = "s3.amazonaws.com"
	DefaultRegion   = "us-east-1"
)

// ParseURL reads s3://BUCKET?endpoint=HOST:PORT&region=R&secure=BOOL&prefix=P&path_style=BOOL
// into a Config without credentials. The endpoint defaults to AWS, the
// region to us-east-1, secure to true, path_style to false (minio-go then
// picks the style; set it for MinIO and most self-hosted servers).
// Credentials are refused in the URL, which is logged and shown in
// errors: they come from the environment.
func ParseURL(raw string) (Config, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return Config{}, fmt.Errorf("not a URL: %w", err)
	}
	if u.Scheme != "s3" {
		return Config{}, fmt.Errorf("%q: want s3://BUCKET?endpoint=HOST:PORT&region=…", raw)
	}
	if u.User != nil {
		return Config{}, fmt.Errorf("s3:// URL with credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead")
	}
	if u.Path != "" && u.Path != "/" {
		return Config{}, fmt.Errorf("%q: a path is not a key prefix here, write ?prefix=%s", raw, strings.Trim(u.Path, "/"))
	}
	if err := s3utils.CheckValidBucketNameStrict(u.Host); err != nil {
		return Config{}, fmt.Errorf("bucket %q: %w", u.Host, err)
	}
	cfg := Config{Bucket: u.Host, Endpoint: DefaultEndpoint, Region: DefaultRegion, Secure: true}
	query, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return Config{}, fmt.Errorf("not a URL: %w", err)
	}
	for k, vs := range query {
		v := vs[len(vs)-1]
		switch k {
		case "endpoint":
			if v == "" || strings.Contains(v, "/") {
				return Config{}, fmt.Errorf("endpoint %q: want HOST or HOST:PORT, no scheme (secure=false for plain HTTP)", v)
			}
			cfg.Endpoint = v
		case "region":
			if v == "" {
				return Config{}, fmt.Errorf("region is empty: leave it out for %s", DefaultRegion)
			}
			cfg.Region = v
		case "prefix":
			cfg.Prefix = v
		case "secure", "path_style":
			b, err := strconv.ParseBool(v)
			if err != nil {
				return Config{}, fmt.Errorf("%s=%q: want true or false", k, v)
			}
			if k == "secure" {
				cfg.Secure = b
			} else {
				cfg.PathStyle = b
			}
		default:
			return Config{}, fmt.Errorf("unknown parameter %q: want endpoint, region, secure, prefix or path_style", k)
		}
	}
	return cfg, nil
}
