// Command tool is the Lambda function behind GET /api/v1/tool: the
// calculation's schemas and its examples, computed live. It uses the
// DynamoDB table only for its rate-limit counters.
package main

import "github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/apigw"

func main() { apigw.Main(nil) }
