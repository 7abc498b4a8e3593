package main

import (
	"context"
	"time"

	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/feature/ec2/imds"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
)

// dynamoClient connects to AWS with the default credential chain, or to
// DynamoDB Local at endpoint. DynamoDB Local keeps one namespace per access
// key and region, so there it signs as the user's configured credentials
// and region, the ones the AWS CLI and a function run under the Lambda
// emulator would use, and only without any as the dummy pair local/local
// (us-east-1). The EC2 metadata service is never asked for a local endpoint.
func dynamoClient(ctx context.Context, endpoint string) (*dynamodb.Client, error) {
	if endpoint == "" {
		cfg, err := config.LoadDefaultConfig(ctx)
		if err != nil {
			return nil, err
		}
		return dynamodb.NewFromConfig(cfg), nil
	}
	cfg, err := config.LoadDefaultConfig(ctx, config.WithEC2IMDSClientEnableState(imds.ClientDisabled))
	if err != nil {
		return nil, err
	}
	rctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	configured := cfg.Credentials != nil
	if configured {
		_, err := cfg.Credentials.Retrieve(rctx)
		configured = err == nil
	}
	return dynamostore.NewLocalClient(endpoint, func(o *dynamodb.Options) {
		if cfg.Region != "" {
			o.Region = cfg.Region
		}
		if configured {
			o.Credentials = cfg.Credentials
		}
	}), nil
}
