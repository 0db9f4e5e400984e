package pages

import (
	"math"
	"strconv"

	"github.com/portfolio-site/portfolio/domain"
)

// objectPosition is the CSS object-position of an image whose focal point
// (issue 44, domain.FocalCentre when never set) is (x, y): "80% 20%". A
// cropped image (object-fit: cover) shows the part of itself where that
// point sits at the same place in the box, so the point stays in view at
// every ratio. Images shown whole (contain) take none.
func objectPosition(x, y float64) string {
	return focalPercent(x) + " " + focalPercent(y)
}

func focalPercent(f float64) string {
	if !domain.ValidFocal(f) {
		f = domain.FocalCentre
	}
	return strconv.FormatFloat(math.Round(f*1000)/10, 'f', -1, 64) + "%"
}
