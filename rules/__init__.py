"""Rule data (TOML) for the transforms, shipped as package data."""
