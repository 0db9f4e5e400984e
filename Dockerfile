# Production image: the frontend is built with Node, embedded into a static Go
# binary (no cgo), and shipped in a small runtime image.
FROM node:20-bookworm AS web
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY frontend/ ./
RUN npm run build

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=web /src/frontend/dist ./frontend/dist
RUN CGO_ENABLED=0 go build -trimpath -ldflags "-s -w" -o /out/portfolio ./cmd/portfolio

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/portfolio /portfolio
COPY config/production.example.yaml /etc/portfolio/config.yaml
ENV PORTFOLIO_HTTP_ADDR=0.0.0.0:8080
# 8080: plain HTTP (behind the proxy; with tls.* the ACME challenges and redirects), 8443: HTTPS with tls.*
EXPOSE 8080 8443
ENTRYPOINT ["/portfolio", "--config", "/etc/portfolio/config.yaml"]
CMD ["serve"]
