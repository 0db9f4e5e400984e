package s3blob_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/portfolio-site/portfolio/adapters/s3blob"
)

func TestParseURL(t *testing.T) {
	cfg, err := s3blob.ParseURL("s3://portfolio")
	require.NoError(t, err)
	assert.Equal(t, s3blob.Config{Bucket: "portfolio", Endpoint: "s3.amazonaws.com", Region: "us-east-1", Secure: true}, cfg, "AWS by default")

	cfg, err = s3blob.ParseURL("s3://portfolio?endpoint=minio:9000&region=eu-west-3&secure=false&prefix=site-a&path_style=true")
	require.NoError(t, err)
	assert.Equal(t, s3blob.Config{Bucket: "portfolio", Endpoint: "minio:9000", Region: "eu-west-3", Prefix: "site-a", PathStyle: true}, cfg)

	for raw, want := range map[string]string{
		"http://portfolio":          "want s3://BUCKET",
		"s3://":                     "bucket",
		"s3://Bad_Bucket":           "bucket",
		"s3://key:secret@portfolio": "AWS_ACCESS_KEY_ID",
		"s3://portfolio/site-a":     "?prefix=site-a",
		"s3://portfolio?endpoint=http://minio:9000": "no scheme",
		"s3://portfolio?secure=maybe":               "secure=\"maybe\"",
		"s3://portfolio?path_style=yes":             "path_style",
		"s3://portfolio?region=":                    "region is empty",
		"s3://portfolio?bucket=other":               "unknown parameter \"bucket\"",
		"s3://portfolio?endpoint=minio:9000%zz":     "not a URL",
	} {
		_, err := s3blob.ParseURL(raw)
		assert.ErrorContains(t, err, want, raw)
	}
}
