#!/bin/sh
# The app's own role (decision 021): it reads and writes the portal's tables and owns nothing.
# Migrations run as the database owner ("portal"); tables they create later are granted to
# portal_app through the owner's default privileges.
set -e
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
create role portal_app login nosuperuser nocreatedb nocreaterole nobypassrls password '${PORTAL_APP_PASSWORD}';
grant connect on database "$POSTGRES_DB" to portal_app;
grant usage on schema public to portal_app;
alter default privileges for role "$POSTGRES_USER" in schema public grant select, insert, update, delete on tables to portal_app;
alter default privileges for role "$POSTGRES_USER" in schema public grant usage, select, update on sequences to portal_app;
SQL
