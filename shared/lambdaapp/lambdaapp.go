// Package lambdaapp is the wiring the Lambda functions share: their own
// configuration from EXPLORER_* variables, the DynamoDB store and a JSON
// logger that stamps every record with the Lambda request id. Package
// apigw adds the HTTP API (shared/app's handler) for the HTTP functions.
// A function's main only calls these and hands the result to the runtime:
//
//	logger := lambdaapp.NewLogger(os.Stdout, os.Getenv)
//	cfg, err := lambdaapp.ConfigFromEnv(os.Getenv)
//	if err != nil {
//		lambdaapp.Exit(logger, err)
//	}
//	clients, err := lambdaapp.NewClients(cfg, os.Getenv)
//	if err != nil {
//		lambdaapp.Exit(logger, err)
//	}
//	// … then hand lambda.Start a handler built on clients.Store, logger
//	// and so on (package apigw builds the HTTP functions' one).
//
// Init does no network I/O: it reads the environment and builds clients,
// which connect on first use.
package lambdaapp

import (
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
)

// Version is this build's version, set with
// -ldflags "-X github.com/usefulweb/mcp-server-explorer/shared/lambdaapp.Version=…".
var Version = "dev"

// Config is what every function reads from its environment besides the
// service's settings (app.FromEnv; the HTTP functions read those through
// apigw.SettingsFromEnv). The template (template.yaml) sets these variables.
type Config struct {
	// Table is the DynamoDB table (EXPLORER_TABLE); NewClients needs it.
	Table string
	// DynamoDBEndpoint replaces the DynamoDB endpoint
	// (EXPLORER_DYNAMODB_ENDPOINT), for DynamoDB Local in tests.
	DynamoDBEndpoint string
	// EventBus is the EventBridge bus that change events go to
	// (EXPLORER_EVENT_BUS); set for the scheduled recheck only.
	EventBus string
	// MailFrom is the SES sender address (EXPLORER_MAIL_FROM); empty
	// means this deployment sends no mail.
	MailFrom string
	// SESEndpoint replaces the SES endpoint (EXPLORER_SES_ENDPOINT), for
	// moto in tests.
	SESEndpoint string
}

// Limits of the configuration values.
const (
	maxURLLen   = 2048
	maxNameLen  = 256
	maxEmailLen = 320
)

// ConfigFromEnv reads and checks the variables of Config through getenv.
// Every problem is reported, not just the first.
func ConfigFromEnv(getenv func(string) string) (Config, error) {
	cfg := Config{
		Table:            strings.TrimSpace(getenv("EXPLORER_TABLE")),
		DynamoDBEndpoint: strings.TrimSpace(getenv("EXPLORER_DYNAMODB_ENDPOINT")),
		EventBus:         strings.TrimSpace(getenv("EXPLORER_EVENT_BUS")),
		MailFrom:         strings.TrimSpace(getenv("EXPLORER_MAIL_FROM")),
		SESEndpoint:      strings.TrimSpace(getenv("EXPLORER_SES_ENDPOINT")),
	}
	var errs []error
	if cfg.Table != "" && !validTable(cfg.Table) {
		errs = append(errs, fmt.Errorf("EXPLORER_TABLE %q is not a DynamoDB table name (3 to 255 of A-Z a-z 0-9 _ . -)", cfg.Table))
	}
	if cfg.DynamoDBEndpoint != "" {
		if err := CheckURL(cfg.DynamoDBEndpoint); err != nil {
			errs = append(errs, fmt.Errorf("EXPLORER_DYNAMODB_ENDPOINT: %w", err))
		}
	}
	if cfg.SESEndpoint != "" {
		if err := CheckURL(cfg.SESEndpoint); err != nil {
			errs = append(errs, fmt.Errorf("EXPLORER_SES_ENDPOINT: %w", err))
		}
	}
	if len(cfg.EventBus) > maxNameLen {
		errs = append(errs, fmt.Errorf("EXPLORER_EVENT_BUS is %d bytes, max %d", len(cfg.EventBus), maxNameLen))
	}
	if cfg.MailFrom != "" && (len(cfg.MailFrom) > maxEmailLen || strings.Count(cfg.MailFrom, "@") != 1 || strings.ContainsAny(cfg.MailFrom, " \t\r\n<>")) {
		errs = append(errs, fmt.Errorf("EXPLORER_MAIL_FROM %q is not an email address", cfg.MailFrom))
	}
	if len(errs) > 0 {
		return Config{}, fmt.Errorf("configuration: %w", errors.Join(errs...))
	}
	return cfg, nil
}

// validTable reports whether name is a DynamoDB table name.
func validTable(name string) bool {
	if len(name) < 3 || len(name) > 255 {
		return false
	}
	for _, c := range []byte(name) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

// CheckURL accepts an absolute http or https URL with a host and no query
// or fragment. Its errors do not repeat the URL, which may hold a password.
func CheckURL(raw string) error {
	if len(raw) > maxURLLen {
		return fmt.Errorf("%d bytes, max %d", len(raw), maxURLLen)
	}
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		return errors.New("not a URL")
	case u.Scheme != "https" && u.Scheme != "http":
		return errors.New("want an http or https URL")
	case u.Host == "":
		return errors.New("the URL has no host")
	case u.RawQuery != "" || u.Fragment != "":
		return errors.New("no query or fragment allowed")
	}
	return nil
}

// Clients are the AWS clients of a function, built by NewClients.
type Clients struct {
	// AWS is the configuration further clients are built from (SES for
	// the functions that mail, EventBridge for the recheck).
	AWS aws.Config
	// Store is the DynamoDB store on Config.Table.
	Store *dynamostore.Store
}

// NewClients builds the clients; it needs cfg.Table. The region and the
// execution role's credentials come from the variables Lambda sets
// (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
// AWS_SESSION_TOKEN), read through getenv. On Lambda these are the first,
// and only usable, source of the SDK's default chain; reading them here
// instead of with config.LoadDefaultConfig keeps that package's shared
// files, SSO and STS clients out of every cold start. The SDK's other
// variables (AWS_ENDPOINT_URL*, AWS_USE_FIPS_ENDPOINT, AWS_MAX_ATTEMPTS and
// the like) are not read; EXPLORER_DYNAMODB_ENDPOINT and
// EXPLORER_SES_ENDPOINT replace endpoints. DynamoDB goes to
// cfg.DynamoDBEndpoint when set; DynamoDB Local sends wrong CRC32
// headers, so with an endpoint response checksums are not validated.
func NewClients(cfg Config, getenv func(string) string) (Clients, error) {
	if cfg.Table == "" {
		return Clients{}, errors.New("configuration: EXPLORER_TABLE is not set")
	}
	awsCfg, err := awsConfig(getenv)
	if err != nil {
		return Clients{}, err
	}
	db := dynamodb.NewFromConfig(awsCfg, func(o *dynamodb.Options) {
		if cfg.DynamoDBEndpoint != "" {
			o.BaseEndpoint = &cfg.DynamoDBEndpoint
			o.DisableValidateResponseChecksum = true
		}
	})
	return Clients{AWS: awsCfg, Store: dynamostore.New(db, cfg.Table)}, nil
}

// AWSConfig is the AWS configuration of NewClients, for a function that
// uses no table (the index dispatcher).
func AWSConfig(getenv func(string) string) (aws.Config, error) { return awsConfig(getenv) }

// awsConfig reads the region and credentials that Lambda provides. Its
// errors name the missing variables, never their values.
func awsConfig(getenv func(string) string) (aws.Config, error) {
	region := getenv("AWS_REGION")
	if region == "" {
		region = getenv("AWS_DEFAULT_REGION")
	}
	key, secret := getenv("AWS_ACCESS_KEY_ID"), getenv("AWS_SECRET_ACCESS_KEY")
	var missing []string
	if region == "" {
		missing = append(missing, "AWS_REGION")
	}
	if key == "" {
		missing = append(missing, "AWS_ACCESS_KEY_ID")
	}
	if secret == "" {
		missing = append(missing, "AWS_SECRET_ACCESS_KEY")
	}
	if len(missing) > 0 {
		return aws.Config{}, fmt.Errorf("AWS configuration: %s not set (Lambda sets them for the execution role; credentials from a container endpoint or a profile are not read here)", strings.Join(missing, ", "))
	}
	return aws.Config{
		Region:      region,
		Credentials: aws.NewCredentialsCache(credentials.NewStaticCredentialsProvider(key, secret, getenv("AWS_SESSION_TOKEN"))),
	}, nil
}

// Exit logs err as the reason init failed and exits with status 1, which
// Lambda reports as Runtime.ExitError on the invocation.
func Exit(logger *slog.Logger, err error) {
	logger.Error("init failed", "err", err.Error())
	os.Exit(1)
}
