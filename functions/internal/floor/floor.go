// Package floor holds the floors of the cold-start benchmark
// (functions/internal/coldstart): for each function, a hello-world that
// links and builds only the third-party clients that function cannot do
// without — the AWS SDK clients it calls, the API Gateway adapter, and for
// /mcp the MCP SDK — and none of this module's code. A floor's init is the
// least a function built on those libraries can take; the benchmark
// reports it beside the function's own.
package floor

import (
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
)

// AWS returns the configuration the functions build (region and static
// credentials from Lambda's variables) and the DynamoDB client every
// function has.
func AWS() (aws.Config, *dynamodb.Client) {
	cfg := aws.Config{
		Region: os.Getenv("AWS_REGION"),
		Credentials: aws.NewCredentialsCache(credentials.NewStaticCredentialsProvider(
			os.Getenv("AWS_ACCESS_KEY_ID"), os.Getenv("AWS_SECRET_ACCESS_KEY"), os.Getenv("AWS_SESSION_TOKEN"))),
	}
	return cfg, dynamodb.NewFromConfig(cfg)
}
