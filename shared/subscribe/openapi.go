package subscribe

import "github.com/usefulweb/mcp-server-explorer/shared/serverurl"

// OpenAPI returns the OpenAPI 3.1 paths of Routes and the schemas they
// refer to (#/components/schemas/…); Problem is the API's own.
func OpenAPI() (paths, schemas map[string]any) {
	problem := func(desc string) map[string]any {
		return map[string]any{"description": desc, "content": map[string]any{
			"application/problem+json": map[string]any{"schema": map[string]any{"$ref": "#/components/schemas/Problem"}}}}
	}
	html := func(desc string) map[string]any {
		return map[string]any{"description": desc, "content": map[string]any{"text/html": map[string]any{"schema": map[string]any{"type": "string"}}}}
	}
	token := map[string]any{"name": "token", "in": "query", "required": true, "description": "The token from the email's link.",
		"schema": map[string]any{"type": "string", "pattern": "^[A-Za-z0-9_-]{43}$"}}
	paths = map[string]any{
		SubscribePath: map[string]any{"post": map[string]any{
			"operationId": "subscribe",
			"summary":     "Ask for an email whenever an MCP server's tools change",
			"description": "Sends a confirmation email with a link that works once, for 48 hours. The answer is 202 whether or not the address is already subscribed, so it tells nobody who is. Every email carries a one-click unsubscribe link (RFC 8058).",
			"requestBody": map[string]any{"required": true, "content": map[string]any{"application/json": map[string]any{"schema": map[string]any{"$ref": "#/components/schemas/SubscriptionRequest"}}}},
			"responses": map[string]any{
				"202": map[string]any{"description": "A confirmation email was sent.", "content": map[string]any{"application/json": map[string]any{"schema": map[string]any{"$ref": "#/components/schemas/SubscriptionAccepted"}}}},
				"400": problem("The body is not a JSON object."),
				"413": problem("The body is larger than 8 KiB."),
				"415": problem("The body was not sent as application/json."),
				"422": problem("url or email is invalid; errors[] lists each."),
				"429": problem("Too many requests from this client, or confirmations to this address this hour; see Retry-After."),
				"501": problem("This deployment sends no email, so it offers no subscriptions."),
				"503": problem("The store or the mail service failed; nothing was subscribed."),
			},
		}},
		ConfirmPath: map[string]any{
			"get": map[string]any{
				"operationId": "confirmSubscriptionPage",
				"summary":     "A page with a button that confirms the subscription (the link in the confirmation email)",
				"description": "Changes nothing, so mail scanners that fetch links do not subscribe anybody.",
				"parameters":  []any{token},
				"responses": map[string]any{
					"200": html("The page with the button."),
					"400": html("The link has no token."),
					"404": html("The link expired (after 48 hours), was withdrawn or is unknown."),
					"410": html("The link was already used."),
					"503": html("The store failed; the link still works."),
				},
			},
			"post": map[string]any{
				"operationId": "confirmSubscription",
				"summary":     "Confirm a subscription (the button of the confirmation page)",
				"description": "The body, if any, is ignored.",
				"parameters":  []any{token},
				"responses": map[string]any{
					"200": html("Subscribed."),
					"400": html("The link has no token."),
					"404": html("The link expired (after 48 hours), was withdrawn or is unknown; nothing was subscribed."),
					"410": html("The link was already used."),
					"503": html("The store failed; the link still works."),
				},
			},
		},
		UnsubscribePath: map[string]any{
			"get": map[string]any{
				"operationId": "unsubscribePage",
				"summary":     "A page with a button that unsubscribes (the visible link in every email)",
				"description": "Changes nothing, so mail scanners that fetch links do not unsubscribe anybody.",
				"parameters":  []any{token},
				"responses":   map[string]any{"200": html("The page with the button."), "404": html("The link expired or is unknown.")},
			},
			"post": map[string]any{
				"operationId": "unsubscribe",
				"summary":     "One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)",
				"description": "No login; idempotent. The body, if any (List-Unsubscribe=One-Click), is ignored.",
				"parameters":  []any{token},
				"responses": map[string]any{
					"200": html("Unsubscribed (also when already unsubscribed)."),
					"404": html("The link expired or is unknown; nothing changed."),
					"503": html("The store failed; nothing changed."),
				},
			},
		},
	}
	schemas = map[string]any{
		"SubscriptionRequest": map[string]any{
			"type": "object", "required": []string{"url", "email"}, "additionalProperties": false,
			"properties": map[string]any{
				"url":   map[string]any{"type": "string", "maxLength": serverurl.MaxLength, "description": "The MCP server's endpoint URL (http or https, public addresses only)."},
				"email": map[string]any{"type": "string", "maxLength": MaxEmailLen, "description": "Where change notices go; a plain address like you@example.com."},
			},
		},
		"SubscriptionAccepted": map[string]any{
			"type": "object", "required": []string{"status", "detail"},
			"properties": map[string]any{
				"status": map[string]any{"const": "confirmation-sent"},
				"detail": map[string]any{"type": "string"},
			},
		},
	}
	return paths, schemas
}
