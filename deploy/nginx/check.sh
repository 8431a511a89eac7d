#!/usr/bin/env bash
# Validates deploy/nginx/aarohi.conf with `nginx -t` without installing it or touching port 80:
# a throwaway nginx.conf that includes it, with a throwaway self-signed certificate in place of
# /etc/ssl/aarohi/*. Needs nginx (Debian: apt-get install nginx-light) and openssl.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=aarohi.example" \
  -keyout "$tmp/privkey.pem" -out "$tmp/fullchain.pem" 2>/dev/null
sed "s#/etc/ssl/aarohi/#$tmp/#g" "$here/aarohi.conf" > "$tmp/aarohi.conf"
cat > "$tmp/nginx.conf" <<CONF
pid $tmp/nginx.pid;
error_log $tmp/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path $tmp/body;
  proxy_temp_path $tmp/proxy;
  include $tmp/aarohi.conf;
}
CONF
nginx -t -c "$tmp/nginx.conf" -p "$tmp"
