package main

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
)

// dynamoClient connects to DynamoDB Local at endpoint, or to AWS with the
// default credential chain when endpoint is empty.
func dynamoClient(ctx context.Context, endpoint string) (*dynamodb.Client, error) {
	if endpoint != "" {
		return dynamostore.NewLocalClient(endpoint), nil
	}
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return nil, err
	}
	return dynamodb.NewFromConfig(cfg), nil
}
