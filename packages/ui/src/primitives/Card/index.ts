export { Card, CardHeader, CardBody, CardFooter, CardTitle, cardStyles, type CardProps, type CardSectionProps, type CardTitleProps } from './Card.tsx';
