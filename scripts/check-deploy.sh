#!/usr/bin/env bash
# Validates docker-compose.yml and nginx.conf with Debian's tools, without a Docker engine or a running nginx.
set -euo pipefail
cd "$(dirname "$0")/.."
JWT_SECRET=ci-validation-secret-of-at-least-32-bytes POSTGRES_PASSWORD=ci docker-compose -f docker-compose.yml config -q
echo "docker-compose.yml: valid"
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# nginx -t opens the pid and log paths; point them at a scratch dir so the check needs no privileges or state.
sed -e "s#/run/nginx.pid#$tmp/nginx.pid#g" nginx.conf > "$tmp/nginx.conf"
if ! out=$("$NGINX" -t -c "$tmp/nginx.conf" -e "$tmp/error.log" -g "error_log $tmp/error.log;" 2>&1); then
  echo "$out"
  exit 1
fi
echo "nginx.conf: valid"
