FUNCTIONS := calculate tool mcp scheduled-recheck

.PHONY: test lint build

test:
	bash scripts/test.sh

lint:
	gofmt -l . | (! grep .)
	go vet ./...

build:
	for fn in $(FUNCTIONS); do \
	  GOOS=linux GOARCH=arm64 CGO_ENABLED=0 go build -tags lambda.norpc -trimpath -ldflags='-s -w' -o build/$$fn/bootstrap ./functions/$$fn || exit 1; \
	done
