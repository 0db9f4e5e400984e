// Package deploy checks the production files (docker-compose.yml, the
// Caddyfile, .env.example, the Dockerfile) without a Docker engine: it
// parses them and holds them to what the instances need.
package deploy

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// readDotEnv reads KEY=VALUE lines as Compose reads a .env file: blank
// lines and # comments skipped, no quoting needed.
func readDotEnv(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	vars := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("%s: %q is not KEY=VALUE", path, line)
		}
		vars[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	return vars, sc.Err()
}

// interpolate expands s as Compose does: $$ is a dollar sign, ${VAR} and
// $VAR the variable, ${VAR:-default} the default when VAR is unset or
// empty, ${VAR:?message} an error when it is. required collects the names
// of ${VAR:?} variables.
func interpolate(s string, vars map[string]string, required map[string]bool) (string, error) {
	var out strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '$' {
			out.WriteByte(s[i])
			continue
		}
		if i+1 < len(s) && s[i+1] == '$' {
			out.WriteByte('$')
			i++
			continue
		}
		if i+1 < len(s) && s[i+1] == '{' {
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return "", fmt.Errorf("unclosed ${ in %q", s)
			}
			v, err := expand(s[i+2:i+end], vars, required)
			if err != nil {
				return "", err
			}
			out.WriteString(v)
			i += end
			continue
		}
		j := i + 1
		for j < len(s) && (s[j] == '_' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= 'a' && s[j] <= 'z' || s[j] >= '0' && s[j] <= '9') {
			j++
		}
		out.WriteString(vars[s[i+1:j]])
		i = j - 1
	}
	return out.String(), nil
}

// expand is one ${…}: NAME, NAME:-default or NAME:?message.
func expand(expr string, vars map[string]string, required map[string]bool) (string, error) {
	if name, def, ok := strings.Cut(expr, ":-"); ok {
		if v := vars[name]; v != "" {
			return v, nil
		}
		return def, nil
	}
	if name, msg, ok := strings.Cut(expr, ":?"); ok {
		required[name] = true
		if v := vars[name]; v != "" {
			return v, nil
		}
		return "", fmt.Errorf("required variable %s is not set: %s", name, msg)
	}
	return vars[expr], nil
}
